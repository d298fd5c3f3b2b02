import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  STORAGE_KEYS,
  SystemStatusSchema,
  getSystemStatusEndpoint,
  type SiteInfo,
  type SystemStatus,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { readLocal, writeLocal } from '../storage.ts';

/** spec §4: the status is cached in local storage and refreshed on each call. */
export async function getStatus(): Promise<SystemStatus> {
  // The site names the common module (spec §7); the status answers whatever the modules' state.
  const value = await callEndpoint(getSystemStatusEndpoint, { module: 'COMM3' });
  writeLocal(STORAGE_KEYS.systemStatus, value);
  return value;
}

export function cachedStatus(): SystemStatus | undefined {
  return readLocal(STORAGE_KEYS.systemStatus, SystemStatusSchema) ?? undefined;
}

export const statusQueryKey = ['system', 'status'] as const;

export function statusQueryOptions() {
  return queryOptions({
    queryKey: statusQueryKey,
    queryFn: getStatus,
    // Paint at once from the cached answer, then refresh it.
    initialData: cachedStatus,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });
}

export function useStatus() {
  return useQuery(statusQueryOptions());
}

/** The site settings of the last status answer (present whenever the site itself is shown). */
export function useSiteInfo(): SiteInfo | undefined {
  return useStatus().data?.info;
}
