import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProviderListSchema, type Provider } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Game providers with their logos (footer, vendor rows). */
export async function getProviders(signal?: AbortSignal): Promise<Provider[]> {
  return apiRequest('/wps/game/providers', {
    schema: ProviderListSchema,
    module: 'GAMELO3',
    signal,
  });
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
