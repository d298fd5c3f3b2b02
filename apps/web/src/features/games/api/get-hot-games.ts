import { queryOptions, useQuery } from '@tanstack/react-query';
import { listHotGamesEndpoint, type Game, type HotGamesQuery } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** The hot games asked for, in the query's own fields ('' gameType: every category). */
export type HotGamesRequest = Required<
  Pick<HotGamesQuery, 'gameType' | 'vassalage' | 'pageSize' | 'language'>
>;

/** Hot-flagged games in list order (spec §7 "Hot games"). */
export async function getHotGames(request: HotGamesRequest, signal?: AbortSignal): Promise<Game[]> {
  return callEndpoint(listHotGamesEndpoint, {
    query: {
      isPlatform: '2',
      platform: 'html5',
      gameType: request.gameType || undefined,
      vassalage: request.vassalage || undefined,
      pageSize: request.pageSize,
      language: request.language,
    },
    signal,
  });
}

export function hotGamesQueryOptions(request: HotGamesRequest) {
  return queryOptions({
    queryKey: ['game', 'hot', request] as const,
    queryFn: ({ signal }) => getHotGames(request, signal),
  });
}

export function useHotGames(request: HotGamesRequest, enabled = true) {
  return useQuery({ ...hotGamesQueryOptions(request), enabled });
}
