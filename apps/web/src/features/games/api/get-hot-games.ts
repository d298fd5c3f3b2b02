import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { listHotGamesEndpoint, type Game, type HotGamesQuery } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { nextPageOf, type GamePage } from '../lib/game-list-state.ts';

/** The hot games asked for, in the query's own fields ('' gameType: every category). */
export type HotGamesRequest = Required<
  Pick<HotGamesQuery, 'gameType' | 'vassalage' | 'pageSize' | 'language'>
>;

/** Hot-flagged games in list order (spec §7 "Hot games"), page `pageNo` of `pageSize`. */
export async function getHotGames(
  request: HotGamesRequest,
  signal?: AbortSignal,
  pageNo = 1,
): Promise<Game[]> {
  return callEndpoint(listHotGamesEndpoint, {
    query: {
      isPlatform: '2',
      platform: 'html5',
      gameType: request.gameType || undefined,
      vassalage: request.vassalage || undefined,
      pageNo,
      pageSize: request.pageSize,
      language: request.language,
    },
    signal,
  });
}

/**
 * One page of hot games in the list's shape: the call answers no page count, so a full page says
 * that another may follow and a short one is the last.
 */
export async function getHotGamesPage(
  request: HotGamesRequest,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  const games = await getHotGames(request, signal, pageNo);
  return {
    games,
    pageNum: pageNo,
    totalPages: games.length >= request.pageSize ? pageNo + 1 : pageNo,
  };
}

export function hotGamesQueryOptions(request: HotGamesRequest) {
  return queryOptions({
    queryKey: ['game', 'hot', request] as const,
    queryFn: ({ signal }) => getHotGames(request, signal),
  });
}

/** The hot games page by page (spec §9: the hot page pages by 25), for infinite scroll. */
export function hotPagesQueryOptions(request: HotGamesRequest) {
  return infiniteQueryOptions({
    queryKey: ['game', 'hot', request, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getHotGamesPage(request, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Coming back starts at page 1 again, as the other lists do (spec §4).
    gcTime: 0,
  });
}

export function useHotGames(request: HotGamesRequest, enabled = true) {
  return useQuery({ ...hotGamesQueryOptions(request), enabled });
}
