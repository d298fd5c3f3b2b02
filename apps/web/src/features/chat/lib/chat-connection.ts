import { ChatEventSchema, chatStreamEndpoint, type ChatEvent } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { readEventStream } from '@app/client/event-stream';

export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Whether the error is the server refusing for good (entry rules), not a passing failure. */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'rate.limited'
  );
}

/**
 * Keeps the member's event stream open until `signal` aborts (docs/decisions/2026-11-24-live-chat.md):
 * each connection asks for the messages after the last sequence number held; when the server
 * ends it (it does so regularly) it connects again at once, when it drops it waits 1, 2, 4 … up
 * to 10 s. A refusal (an entry rule) ends it for good.
 */
export async function runChatConnection(options: {
  signal: AbortSignal;
  lastSeq: () => number;
  onOpen: () => void;
  onEvent: (event: ChatEvent) => void;
  onReconnecting: () => void;
  onRefused: (error: ApiError) => void;
}): Promise<void> {
  const { signal } = options;
  let failures = 0;
  while (!signal.aborted) {
    try {
      await readEventStream(chatStreamEndpoint, {
        query: { after: options.lastSeq() },
        schema: ChatEventSchema,
        signal,
        onOpen: () => {
          failures = 0;
          options.onOpen();
        },
        onEvent: ({ data }) => options.onEvent(data),
      });
      await wait(200, signal);
    } catch (error) {
      if (signal.aborted) return;
      if (isRefusal(error) && error.code !== 'auth.session_expired') {
        options.onRefused(error);
        return;
      }
      failures += 1;
      options.onReconnecting();
      await wait(Math.min(1000 * 2 ** (failures - 1), 10_000), signal);
    }
  }
}
