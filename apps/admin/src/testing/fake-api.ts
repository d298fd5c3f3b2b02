import { vi } from 'vitest';
import type { EndpointShape } from '@app/contracts';

type Answer = { status?: number; value?: unknown; code?: string; message?: string };
type Handler = (body: unknown, url: URL) => Answer;

/**
 * Stubs fetch with answers per endpoint definition, in the server's envelope. Values are parsed by
 * the client through the contracts' schemas, so a fake that drifts from them fails the test.
 */
export function fakeApi(routes: [EndpointShape, Answer | Handler][]) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.search, body });
    const match = routes.find(
      ([endpoint]) =>
        endpoint.method === method &&
        new RegExp(`^${endpoint.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`).test(url.pathname),
    );
    if (!match)
      return new Response(
        JSON.stringify({ success: false, code: 'route.not_found', message: 'no fake' }),
        { status: 404 },
      );
    const answer = typeof match[1] === 'function' ? match[1](body, url) : match[1];
    const status = answer.status ?? (answer.code ? 400 : 200);
    const payload = answer.code
      ? { success: false, code: answer.code, message: answer.message ?? answer.code }
      : { success: true, value: answer.value ?? null };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
