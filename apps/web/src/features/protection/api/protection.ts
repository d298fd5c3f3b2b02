import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  excludeEndpoint,
  getProtectionEndpoint,
  getSessionResultEndpoint,
  setLimitEndpoint,
  setRealityCheckEndpoint,
  type ExcludeBody,
  type Protection,
  type SessionResult,
  type SetLimitBody,
  type SetRealityCheckBody,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

export const PROTECTION_KEY = [...SESSION_QUERY_SCOPE, 'protection'] as const;

/** The member's limits, reality check and break. */
export function getProtection(signal?: AbortSignal): Promise<Protection> {
  return callEndpoint(getProtectionEndpoint, { signal });
}

export function useProtection() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: PROTECTION_KEY,
    queryFn: ({ signal }) => getProtection(signal),
    enabled: token !== null,
  });
}

function useProtectionChange<B>(call: (body: B) => Promise<Protection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (value) => queryClient.setQueryData(PROTECTION_KEY, value),
  });
}

export const useSetLimit = () =>
  useProtectionChange((body: SetLimitBody) => callEndpoint(setLimitEndpoint, { body }));

export const useSetRealityCheck = () =>
  useProtectionChange((body: SetRealityCheckBody) =>
    callEndpoint(setRealityCheckEndpoint, { body }),
  );

/** Starts a break; the server ends every session of the member with it. */
export function useExclude() {
  return useMutation({
    mutationFn: (body: ExcludeBody) => callEndpoint(excludeEndpoint, { body }),
  });
}

/** The reality check's figures since the session started. */
export function getSessionResult(since: string): Promise<SessionResult> {
  return callEndpoint(getSessionResultEndpoint, { query: { since } });
}
