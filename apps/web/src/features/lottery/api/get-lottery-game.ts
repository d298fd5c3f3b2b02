import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLotteryGameEndpoint, type LotteryGameDetail, type SiteLanguage } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { menuRefreshDelay } from '../lib/countdown.ts';
import { timed, type Timed } from './timed.ts';
import { useLotteryLanguage } from './use-language.ts';

/** The betting page's data: the game and its timer, the open draws, the bet options. */
export function getLotteryGame(
  gameId: string,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<Timed<LotteryGameDetail>> {
  return timed(callEndpoint(getLotteryGameEndpoint, { query: { gameId, language }, signal }));
}

export const lotteryGameQueryKey = (gameId: string) => ['lottery', 'game', gameId] as const;

export function lotteryGameQueryOptions(gameId: string, language: SiteLanguage) {
  return queryOptions({
    queryKey: [...lotteryGameQueryKey(gameId), language] as const,
    queryFn: ({ signal }) => getLotteryGame(gameId, language, signal),
    enabled: gameId !== '',
    // The same timer as the menu (spec §4): the page moves to the next draw soon after a sale closes.
    refetchInterval: (query) => {
      const game = query.state.data?.game;
      return menuRefreshDelay(game ? [game] : []);
    },
  });
}

export function useLotteryGame(gameId: string) {
  const language = useLotteryLanguage();
  return useQuery(lotteryGameQueryOptions(gameId, language));
}
