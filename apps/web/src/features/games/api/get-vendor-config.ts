import { queryOptions, useQuery } from '@tanstack/react-query';
import { VendorConfigSchema, type VendorConfig } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /wps/relay/GCSGAME_getVassGameType?typeId=1` (spec §7): categories and vendors in order. */
export async function getVendorConfig(signal?: AbortSignal): Promise<VendorConfig> {
  return apiRequest('/wps/relay/GCSGAME_getVassGameType', {
    schema: VendorConfigSchema,
    module: 'GAMELO3',
    query: { typeId: 1 },
    signal,
  });
}

export function vendorConfigQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'vendorConfig'] as const,
    queryFn: ({ signal }) => getVendorConfig(signal),
    staleTime: 10 * 60_000,
  });
}

export function useVendorConfig() {
  return useQuery(vendorConfigQueryOptions());
}
