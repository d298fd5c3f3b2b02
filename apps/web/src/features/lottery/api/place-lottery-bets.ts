import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  placeLotteryBetsEndpoint,
  type PlaceLotteryBetsBody,
  type PlaceLotteryBetsResult,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { invalidateMoney, WALLET_QUERY_KEY } from '../../../lib/queries/wallet.ts';
import { LOTTERY_BETS_QUERY_KEY } from './get-lottery-bets.ts';
import { lotteryGameQueryKey } from './get-lottery-game.ts';

/** Every bet of the slip on one draw, all or none. */
export function placeLotteryBets(body: PlaceLotteryBetsBody): Promise<PlaceLotteryBetsResult> {
  return callEndpoint(placeLotteryBetsEndpoint, { body });
}

/** A fresh id per slip: a retry of the same slip sends it again and is never charged twice. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Places a slip. The answer carries the wallet after the debit, written into the cached wallet at
 * once (the header balance moves without waiting), then the money and bet lists refetch.
 */
export function usePlaceLotteryBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeLotteryBets,
    onSuccess: async (result, body) => {
      queryClient.setQueriesData<{ sumBalance: string }>({ queryKey: WALLET_QUERY_KEY }, (old) =>
        old ? { ...old, sumBalance: result.balance } : old,
      );
      await Promise.all([
        invalidateMoney(queryClient),
        queryClient.invalidateQueries({ queryKey: LOTTERY_BETS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: lotteryGameQueryKey(body.gameId) }),
      ]);
    },
  });
}
