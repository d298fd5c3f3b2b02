import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/client/api-client';

/** Operators look at live money: data is fresh for 10 s, and a refused call is not retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
