import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  VIETNAMESE_DRAW_COUNT,
  getVietnameseNumeroEndpoint,
  type PrizeMode,
  type SiteLanguage,
  type VietnameseNumero,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { menuRefreshDelay } from '../lib/countdown.ts';
import { timed, type Timed } from './timed.ts';
import { useLotteryLanguage } from './use-language.ts';

/** spec §7 "Vietnamese numero": the next 20 draws. */
export function getVietnameseNumero(
  prizeMode: PrizeMode,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<Timed<VietnameseNumero>> {
  return timed(
    callEndpoint(getVietnameseNumeroEndpoint, {
      query: { device: 'MOBILE', count: VIETNAMESE_DRAW_COUNT, prizeMode, language },
      signal,
    }),
  );
}

/**
 * spec §4: the strip loads on mount and on a language change (the language is debounced 250 ms,
 * and it is part of the key) and re-polls on the menu refresh timer.
 */
export function vietnameseNumeroQueryOptions(prizeMode: PrizeMode, language: SiteLanguage) {
  return queryOptions({
    queryKey: ['lottery', 'numero', prizeMode, language] as const,
    queryFn: ({ signal }) => getVietnameseNumero(prizeMode, language, signal),
    refetchInterval: (query) => menuRefreshDelay(query.state.data?.list ?? []),
    refetchIntervalInBackground: false,
  });
}

export function useVietnameseNumero(prizeMode: PrizeMode) {
  const language = useLotteryLanguage();
  return useQuery(vietnameseNumeroQueryOptions(prizeMode, language));
}
