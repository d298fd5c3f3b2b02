import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDepositOrderEndpoint, type Deposit } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../session.ts';

/** One of my deposits (the gateway returns to it). */
export function getDepositOrder(orderNo: string, signal?: AbortSignal): Promise<Deposit> {
  return callEndpoint(getDepositOrderEndpoint, { params: { orderNo }, signal });
}

export function depositOrderQueryOptions(token: string | null, orderNo: string | null) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_SCOPE, 'deposit-order', token, orderNo] as const,
    queryFn: ({ signal }) => getDepositOrder(orderNo ?? '', signal),
    enabled: token !== null && !!orderNo,
    // A gateway result may land a moment after the return: look again while it is pending.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
}

export function useDepositOrder(orderNo: string | null) {
  const token = useSession()?.token ?? null;
  return useQuery(depositOrderQueryOptions(token, orderNo));
}
