import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotteryGameDetailSchema, type LotteryGameDetail, type SiteLanguage } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { menuRefreshDelay } from '../lib/countdown.ts';
import { timed, type Timed } from './timed.ts';
import { useLotteryLanguage } from './use-language.ts';

/** The betting page's data: GET /wps/lottery/game (game and timer, open draws, bet options). */
export function getLotteryGame(
  gameId: string,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<Timed<LotteryGameDetail>> {
  return timed(
    apiRequest('/wps/lottery/game', {
      schema: LotteryGameDetailSchema,
      module: 'GAMELO3',
      signal,
      query: { gameId, language },
    }),
  );
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
