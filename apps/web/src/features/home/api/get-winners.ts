import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, WinnersSchema, type SiteLanguage, type Winners } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSiteLanguage } from './get-announcements.ts';

/** spec §7 "Winner board": gameCategory=ALL, language, limitNum=20 → data.value.list. */
export function getWinners(language: SiteLanguage, signal?: AbortSignal): Promise<Winners> {
  return apiRequest('/wps/game/winners', {
    schema: WinnersSchema,
    module: 'GAMELO3',
    signal,
    query: { gameCategory: 'ALL', language, limitNum: PAGE_SIZE.winners },
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
