import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/client/api-client';

/** Whether a failed query is worth a second try: not a 4xx, and not while offline. */
export function shouldRetry(count: number, error: unknown): boolean {
  if (count >= 2 || !onlineManager.isOnline()) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // spec §8: a call made offline fails at once, so that the list shows "Loading failed, click
        // to retry" (and the offline notice shows) instead of waiting paused on "Loading…" for good.
        networkMode: 'always',
        // A 4xx will not change on retry; a network error or 5xx may, once back online.
        retry: shouldRetry,
      },
      // A form sent offline fails at once with the network error rather than hanging.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
