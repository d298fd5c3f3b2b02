import { vi } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '@app/contracts';

/** What a fake endpoint answers: a value (wrapped in the ok envelope), an error code, or a throw. */
export type FakeAnswer =
  | { value: unknown }
  | { error: ErrorCode; value?: unknown }
  | { networkError: true }
  /** An answer that is not the JSON envelope (a server-sent events stream). */
  | { response: Response };

export type FakeHandler = (
  url: URL,
  init: RequestInit | undefined,
) => FakeAnswer | Promise<FakeAnswer>;

export type FakeApi = {
  /** Replace or add the handler of one path (e.g. '/wps/system/status'). */
  on: (path: string, handler: FakeHandler | FakeAnswer) => void;
  /** Every request made, in order. */
  calls: { url: URL; init: RequestInit | undefined }[];
  callsTo: (path: string) => { url: URL; init: RequestInit | undefined }[];
};

function toResponse(answer: FakeAnswer): Response {
  if ('networkError' in answer) throw new TypeError('Failed to fetch');
  if ('response' in answer) return answer.response;
  if ('error' in answer) {
    const { status, message } = ERROR_CODES[answer.error];
    return new Response(
      JSON.stringify({ success: false, code: answer.error, message, value: answer.value }),
      { status, headers: { 'content-type': 'application/json' } },
    );
  }
  return new Response(JSON.stringify({ success: true, value: answer.value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces fetch with a fake /wps server. Unknown paths answer route.not_found like the real one.
 * Values should come from the factories, which parse them through the contract schemas.
 */
export function installFakeApi(handlers: Record<string, FakeHandler | FakeAnswer> = {}): FakeApi {
  const table = new Map(Object.entries(handlers));
  const calls: FakeApi['calls'] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    calls.push({ url, init });
    const handler = table.get(url.pathname);
    if (!handler) return toResponse({ error: 'route.not_found' });
    return toResponse(typeof handler === 'function' ? await handler(url, init) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    on: (path, handler) => table.set(path, handler),
    calls,
    callsTo: (path) => calls.filter((c) => c.url.pathname === path),
  };
}
