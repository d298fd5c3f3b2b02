import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMemberInfoEndpoint, type MemberInfo } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../session.ts';

/** spec §3 "Member info" (spec §7) with the session's token. */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return callEndpoint(getMemberInfoEndpoint, { signal });
}

/** Keyed by the token: another sign-in never shows the previous member's answer. */
export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_SCOPE, 'member-info', token] as const,
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** The signed-in member (nickname, account, type, labels); undefined for visitors and while loading. */
export function useMemberInfo(): MemberInfo | undefined {
  const token = useSession()?.token ?? null;
  return useQuery(memberInfoQueryOptions(token)).data;
}

/** spec §2 "Home header": the nickname, else the account. */
export function displayNameOf(member: MemberInfo | undefined): string | undefined {
  return member ? member.nickname || member.account : undefined;
}
