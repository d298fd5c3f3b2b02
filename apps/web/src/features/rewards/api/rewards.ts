import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimRewardEndpoint,
  listRewardsEndpoint,
  type Reward,
  type RewardList,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { invalidateMoney } from '../../../lib/queries/wallet.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { WAGERING_QUERY_KEY } from '../../../lib/queries/wagering.ts';

const REWARDS_KEY = [...SESSION_QUERY_SCOPE, 'rewards'] as const;

/** The reward center's rewards: to claim first, then claimed and expired ones. */
export function getRewards(signal?: AbortSignal): Promise<RewardList> {
  return callEndpoint(listRewardsEndpoint, { signal });
}

export function useRewards() {
  return useQuery({ queryKey: REWARDS_KEY, queryFn: ({ signal }) => getRewards(signal) });
}

export function claimReward(id: number): Promise<Reward> {
  return callEndpoint(claimRewardEndpoint, { params: { id } });
}

/** Claims a reward; the list and the balance are read again whatever the answer. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
        queryClient.invalidateQueries({ queryKey: WAGERING_QUERY_KEY }),
        invalidateMoney(queryClient),
      ]),
  });
}
