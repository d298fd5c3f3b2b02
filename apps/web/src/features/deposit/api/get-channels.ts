import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PaymentChannelSchema, type PaymentChannel } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

/** GET /wps/deposit/channels: the channels with their limits (bank transfer: where to pay). */
export function getDepositChannels(signal?: AbortSignal): Promise<PaymentChannel[]> {
  return apiRequest('/wps/deposit/channels', { schema: z.array(PaymentChannelSchema), signal });
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
