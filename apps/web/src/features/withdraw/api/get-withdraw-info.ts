import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithdrawInfoEndpoint, type WithdrawInfo } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

/** balance, limits, payment password set, bound accounts. */
export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return callEndpoint(getWithdrawInfoEndpoint, { signal });
}

export function withdrawInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_SCOPE, 'withdraw-info', token] as const,
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    enabled: token !== null,
  });
}

export function useWithdrawInfo(enabled = true) {
  const token = useSession()?.token ?? null;
  return useQuery({ ...withdrawInfoQueryOptions(token), enabled: enabled && token !== null });
}
