import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVendorConfigEndpoint, type VendorConfig } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** Categories and their vendors in order (spec §7 "Vendor game types", typeId 1). */
export async function getVendorConfig(signal?: AbortSignal): Promise<VendorConfig> {
  return callEndpoint(getVendorConfigEndpoint, { query: { typeId: 1 }, signal });
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
