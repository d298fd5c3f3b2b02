import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getWalletEndpoint, type WalletValue } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../session.ts';

/** spec §3 "Wallet": sumBalance and currencySymbol (trial accounts too). */
export function getWallet(signal?: AbortSignal): Promise<WalletValue> {
  return callEndpoint(getWalletEndpoint, { signal });
}

export const WALLET_QUERY_KEY = [...SESSION_QUERY_SCOPE, 'wallet'] as const;

/** Keyed by the token: another sign-in never shows the previous member's balance. */
export function walletQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...WALLET_QUERY_KEY, token] as const,
    queryFn: ({ signal }) => getWallet(signal),
    enabled: token !== null,
    staleTime: 15_000,
  });
}

/** The signed-in member's wallet query (disabled for visitors). */
export function useWallet() {
  const token = useSession()?.token ?? null;
  return useQuery(walletQueryOptions(token));
}

/** After every money action: the balance (and the money pages' answers) are out of date. */
export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === SESSION_QUERY_SCOPE[0] &&
      ['wallet', 'withdraw-info', 'records', 'deposit-order', 'wagering'].includes(
        String(query.queryKey[1]),
      ),
  });
}

export function useInvalidateMoney(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateMoney(queryClient), [queryClient]);
}
