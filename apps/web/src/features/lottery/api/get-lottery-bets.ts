import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLotteryBetsEndpoint, type LotteryBetPage, type SiteLanguage } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';
import { useLotteryLanguage } from './use-language.ts';

export const LOTTERY_BETS_PAGE_SIZE = 25;

/** The member's bets on one game, newest first. */
export function getLotteryBets(
  gameId: string,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<LotteryBetPage> {
  return callEndpoint(listLotteryBetsEndpoint, {
    query: { gameId, pageNo: 1, pageSize: LOTTERY_BETS_PAGE_SIZE, language },
    signal,
  });
}

/** Member data: under the session scope, so signing out drops it. */
export const LOTTERY_BETS_QUERY_KEY = [...SESSION_QUERY_SCOPE, 'lottery-bets'] as const;

export function lotteryBetsQueryOptions(
  gameId: string,
  language: SiteLanguage,
  token: string | null,
  pollMs: number | false,
) {
  return queryOptions({
    queryKey: [...LOTTERY_BETS_QUERY_KEY, gameId, language, token] as const,
    queryFn: ({ signal }) => getLotteryBets(gameId, language, signal),
    enabled: token !== null && gameId !== '',
    refetchInterval: pollMs,
  });
}

/**
 * The member's bets on a game. While one is pending the list polls (`pollMs`), so a draw's result
 * shows without a reload.
 */
export function useLotteryBets(gameId: string, pollMs: number | false = false) {
  const language = useLotteryLanguage();
  const token = useSession()?.token ?? null;
  return useQuery(lotteryBetsQueryOptions(gameId, language, token, pollMs));
}
