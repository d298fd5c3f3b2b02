import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOT_DATA, getVendorConfigEndpoint, type VendorConfig } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { takeBootAnswer } from '../../../lib/boot-data.ts';

/** Categories and their vendors in order (spec §7 "Vendor game types", typeId 1). */
export async function getVendorConfig(signal?: AbortSignal): Promise<VendorConfig> {
  return callEndpoint(getVendorConfigEndpoint, { query: { typeId: 1 }, signal });
}

/**
 * The vendor configuration the home's or game list's HTML carried (the envelope its call answers,
 * written by the server's page frame), so that the sections and tabs mount on the page's first
 * render instead of after a call. Read once; anything without the configuration's shape is
 * ignored and the call made. The server wrote it from the call's own answer, checked against the
 * schema (docs/decisions/2026-11-29-answers-checked-once.md).
 */
export function takeBootVendorConfig(): VendorConfig | undefined {
  const value = takeBootAnswer<VendorConfig>(BOOT_DATA.vendorConfig);
  const shaped =
    !!value &&
    Array.isArray(value.sorting) &&
    Array.isArray(value.homeOrder) &&
    Array.isArray(value.tabMenu) &&
    typeof value.mapping === 'object' &&
    value.mapping !== null;
  return shaped ? (value as VendorConfig) : undefined;
}

export function vendorConfigQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'vendorConfig'] as const,
    queryFn: ({ signal }) => getVendorConfig(signal),
    initialData: takeBootVendorConfig,
    // Read with the page: as fresh as a call made now.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 10 * 60_000,
  });
}

export function useVendorConfig() {
  return useQuery(vendorConfigQueryOptions());
}
