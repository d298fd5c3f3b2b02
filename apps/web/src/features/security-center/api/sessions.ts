import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endOtherMemberSessionsEndpoint,
  listMemberSessionsEndpoint,
  type MemberSession,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SECURITY_KEY } from './get-security-overview.ts';

/** The member's signed-in devices (ASVS 7.4.5). */
export function getSessions(signal?: AbortSignal): Promise<MemberSession[]> {
  return callEndpoint(listMemberSessionsEndpoint, { signal });
}

export function useSessions() {
  return useQuery({
    queryKey: [...SECURITY_KEY, 'sessions'],
    queryFn: ({ signal }) => getSessions(signal),
  });
}

/** Signs every other device out (ASVS 7.5.2); the lists are read again. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return callEndpoint(endOtherMemberSessionsEndpoint, {});
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
