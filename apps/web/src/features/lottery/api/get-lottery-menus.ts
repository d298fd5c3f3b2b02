import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getLotteryMenusEndpoint,
  PAGE_SIZE,
  type LotteryMenus,
  type PrizeMode,
  type SiteLanguage,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useSession } from '../../../lib/session.ts';
import { menuRefreshDelay } from '../lib/countdown.ts';
import { timed, type Timed } from './timed.ts';
import { useLotteryLanguage } from './use-language.ts';

/** spec §7 "Lottery list / menu / recent" (a member also gets their recent games). */
export function getLotteryMenus(
  prizeMode: PrizeMode,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<Timed<LotteryMenus>> {
  return timed(
    callEndpoint(getLotteryMenusEndpoint, {
      query: { prizeMode, device: 'MOBILE', recentCount: PAGE_SIZE.recentLottery, language },
      signal,
    }),
  );
}

export function lotteryMenusQueryOptions(
  prizeMode: PrizeMode,
  language: SiteLanguage,
  token: string | null,
) {
  return queryOptions({
    // The token is part of the key: a member's answer carries their recent games.
    queryKey: ['lottery', 'menus', prizeMode, language, token] as const,
    queryFn: ({ signal }) => getLotteryMenus(prizeMode, language, signal),
    // spec §4: re-polled after the smallest remaining time of the open games (30 s cap, 7 s fallback).
    refetchInterval: (query) =>
      menuRefreshDelay(query.state.data?.menus.flatMap((m) => m.gameMenus) ?? []),
    refetchIntervalInBackground: false,
  });
}

export function useLotteryMenus(prizeMode: PrizeMode) {
  const language = useLotteryLanguage();
  const token = useSession()?.token ?? null;
  return useQuery(lotteryMenusQueryOptions(prizeMode, language, token));
}
