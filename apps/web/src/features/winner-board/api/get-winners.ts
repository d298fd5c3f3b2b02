import { queryOptions, useQuery } from '@tanstack/react-query';
import { listWinnersEndpoint, PAGE_SIZE, type SiteLanguage, type Winners } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useSiteLanguage } from '../../../lib/i18n.ts';

/** spec §7 "Winner board": gameCategory=ALL, language, limitNum=20 → data.value.list. */
export function getWinners(language: SiteLanguage, signal?: AbortSignal): Promise<Winners> {
  return callEndpoint(listWinnersEndpoint, {
    query: { gameCategory: 'ALL', language, limitNum: PAGE_SIZE.winners },
    signal,
  });
}

export function winnersQueryOptions(language: SiteLanguage) {
  return queryOptions({
    queryKey: ['game', 'winners', language] as const,
    queryFn: ({ signal }) => getWinners(language, signal),
    staleTime: 30_000,
    // The board shows the latest wins; it refreshes while the home page is open.
    refetchInterval: 60_000,
  });
}

export function useWinners() {
  return useQuery(winnersQueryOptions(useSiteLanguage()));
}
