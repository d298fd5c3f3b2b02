import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDepositChannelsEndpoint, type PaymentChannel } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

/** The channels with their limits (bank transfer: where to pay). */
export function getDepositChannels(signal?: AbortSignal): Promise<PaymentChannel[]> {
  return callEndpoint(listDepositChannelsEndpoint, { signal });
}

export function depositChannelsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_SCOPE, 'deposit-channels', token] as const,
    queryFn: ({ signal }) => getDepositChannels(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useDepositChannels(enabled = true) {
  const token = useSession()?.token ?? null;
  return useQuery({ ...depositChannelsQueryOptions(token), enabled: enabled && token !== null });
}
