import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBanksEndpoint, type Bank } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

/** the banks an account can be bound at. */
export function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  return callEndpoint(listBanksEndpoint, { signal });
}

export function banksQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...SESSION_QUERY_SCOPE, 'withdraw-banks', token] as const,
    queryFn: ({ signal }) => getBanks(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export function useBanks() {
  const token = useSession()?.token ?? null;
  return useQuery(banksQueryOptions(token));
}
