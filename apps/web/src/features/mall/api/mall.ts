import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMallEndpoint,
  listMallOrdersEndpoint,
  listPointEntriesEndpoint,
  redeemMallItemEndpoint,
  type MallHome,
  type MallOrderPage,
  type PointEntryPage,
  type RedeemBody,
  type RedeemResult,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

// Point mall calls (docs/decisions/2026-11-25-point-mall.md).

const MALL_KEY = [...SESSION_QUERY_SCOPE, 'mall'] as const;
const REWARDS_KEY = [...SESSION_QUERY_SCOPE, 'rewards'] as const;

/** The member's points and the items on offer. */
export function getMall(signal?: AbortSignal): Promise<MallHome> {
  return callEndpoint(getMallEndpoint, { signal });
}

export function useMall() {
  return useQuery({ queryKey: MALL_KEY, queryFn: ({ signal }) => getMall(signal) });
}

export function getMallOrders(signal?: AbortSignal): Promise<MallOrderPage> {
  return callEndpoint(listMallOrdersEndpoint, { query: { pageSize: 50 }, signal });
}

export function useMallOrders(enabled: boolean) {
  return useQuery({
    queryKey: [...MALL_KEY, 'orders'],
    queryFn: ({ signal }) => getMallOrders(signal),
    enabled,
  });
}

export function getPointHistory(signal?: AbortSignal): Promise<PointEntryPage> {
  return callEndpoint(listPointEntriesEndpoint, { query: { pageSize: 50 }, signal });
}

export function usePointHistory(enabled: boolean) {
  return useQuery({
    queryKey: [...MALL_KEY, 'points'],
    queryFn: ({ signal }) => getPointHistory(signal),
    enabled,
  });
}

export function redeemItem(input: { id: number; body: RedeemBody }): Promise<RedeemResult> {
  return callEndpoint(redeemMallItemEndpoint, { params: { id: input.id }, body: input.body });
}

/** Redeems an item; the mall, its orders and history, and the reward center are read again. */
export function useRedeemItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemItem,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MALL_KEY }),
        queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
      ]),
  });
}
