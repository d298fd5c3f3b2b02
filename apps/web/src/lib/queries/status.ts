import { queryOptions, useQuery } from '@tanstack/react-query';
import { safeParse } from 'zod/v4/core';
import {
  STORAGE_KEYS,
  SystemStatusSchema,
  getSystemStatusEndpoint,
  type SiteInfo,
  type SystemStatus,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { readLocal, writeLocal } from '../storage.ts';
import { takeBootJson } from '../boot-data.ts';

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

/**
 * The status the server sent with a framed page (the answer the status call would have given this
 * visitor), so that the app opens on the page instead of a spinner and a round trip first. Read
 * once, and kept as the cached answer; anything that does not parse is ignored and the call made.
 */
export function takeBootStatus(): SystemStatus | undefined {
  const envelope = takeBootJson('boot-status') as
    { success?: unknown; value?: unknown } | undefined;
  if (envelope?.success !== true) return undefined;
  const parsed = safeParse(SystemStatusSchema, envelope.value);
  if (!parsed.success) return undefined;
  writeLocal(STORAGE_KEYS.systemStatus, parsed.data);
  return parsed.data;
}

export const statusQueryKey = ['system', 'status'] as const;

export function statusQueryOptions() {
  // When the answer came with the page it is as fresh as a call made now.
  let bootAt = 0;
  return queryOptions({
    queryKey: statusQueryKey,
    queryFn: getStatus,
    // Paint at once from the answer sent with the page, else from the cached one (then refresh it).
    initialData: () => {
      const boot = takeBootStatus();
      if (boot) bootAt = Date.now();
      return boot ?? cachedStatus();
    },
    initialDataUpdatedAt: () => bootAt,
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
