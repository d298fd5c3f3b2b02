import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  STORAGE_KEYS,
  getSystemStatusEndpoint,
  type SiteInfo,
  type SystemStatus,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { readLocalJson, writeLocal } from '../storage.ts';
import { takeBootAnswer } from '../boot-data.ts';

declare const __CONTRACTS_STAMP__: string | undefined;

/**
 * The stamp of the contracts this build was made from (a hash of their sources, set by the site's
 * build; `dev` elsewhere). The stored status carries it and is read back only by a build with the
 * same stamp, so its shape is the one this code reads without parsing it again
 * (docs/decisions/2026-11-29-answers-checked-once.md).
 */
export const CONTRACTS_STAMP =
  typeof __CONTRACTS_STAMP__ === 'string' ? __CONTRACTS_STAMP__ : 'dev';

/**
 * Tells a status answer from anything else. The server checked the answer against the status
 * schema before sending it (with the page or by the call), so this is no second parse.
 */
export function isStatus(value: unknown): value is SystemStatus {
  if (typeof value !== 'object' || value === null) return false;
  const { status, info } = value as { status?: unknown; info?: unknown };
  return typeof status === 'number' && typeof info === 'object' && info !== null;
}

/** Keeps a status answer for the next visit, with the stamp of these contracts. */
export function storeStatus(value: SystemStatus) {
  writeLocal(STORAGE_KEYS.systemStatus, { stamp: CONTRACTS_STAMP, value });
}

/** spec §4: the status is cached in local storage and refreshed on each call. */
export async function getStatus(): Promise<SystemStatus> {
  // The site names the common module (spec §7); the status answers whatever the modules' state.
  const value = await callEndpoint(getSystemStatusEndpoint, { module: 'COMM3' });
  storeStatus(value);
  return value;
}

/** The status stored by a build of the same contracts, if any. */
export function cachedStatus(): SystemStatus | undefined {
  const stored = readLocalJson(STORAGE_KEYS.systemStatus) as
    { stamp?: unknown; value?: unknown } | null | undefined;
  return stored?.stamp === CONTRACTS_STAMP && isStatus(stored.value) ? stored.value : undefined;
}

/**
 * The status the server sent with a framed page (the answer the status call would have given this
 * visitor), so that the app opens on the page instead of a spinner and a round trip first. Read
 * once, and kept as the cached answer; anything that is not a status answer is ignored and the
 * call made.
 */
export function takeBootStatus(): SystemStatus | undefined {
  const value: unknown = takeBootAnswer<SystemStatus>('boot-status');
  if (!isStatus(value)) return undefined;
  storeStatus(value);
  return value;
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
