import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProvidersEndpoint, type Provider } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** Game providers with their logos (footer, vendor rows). */
export async function getProviders(signal?: AbortSignal): Promise<Provider[]> {
  return callEndpoint(listProvidersEndpoint, { signal });
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'providers'] as const,
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 10 * 60_000,
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}
