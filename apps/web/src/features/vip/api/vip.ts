import { useQuery } from '@tanstack/react-query';
import { getVipStatusEndpoint, type VipStatus } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const VIP_KEY = [...SESSION_QUERY_SCOPE, 'vip'] as const;

/** The member's level, this month's progress and every level's benefits. */
export function getVipStatus(signal?: AbortSignal): Promise<VipStatus> {
  return callEndpoint(getVipStatusEndpoint, { signal });
}

export function useVipStatus() {
  return useQuery({ queryKey: VIP_KEY, queryFn: ({ signal }) => getVipStatus(signal) });
}
