import { queryOptions, useQuery } from '@tanstack/react-query';
import { listGamesEndpoint, type GameList, type GameListQuery } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/**
 * What the site's lists ask the game list for (spec §7 "Game list"), in the query's own fields:
 * '' means "no filter" for vassalage, gameName and minBet, and gameClassify '' is every class
 * (spec §5: ALL is sent as an empty string).
 */
export type GameListRequest = Required<
  Pick<
    GameListQuery,
    | 'gameType'
    | 'pageSize'
    | 'vassalage'
    | 'gameName'
    | 'gameClassify'
    | 'minBet'
    | 'isNew'
    | 'language'
  >
>;

/** One page of a category's games. */
export async function getGameList(
  request: GameListRequest,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GameList> {
  return callEndpoint(listGamesEndpoint, {
    query: {
      platform: 'html5',
      gameType: request.gameType,
      pageNo,
      pageSize: request.pageSize,
      vassalage: request.vassalage || undefined,
      gameName: request.gameName || undefined,
      gameClassify: request.gameClassify,
      minBet: request.minBet && request.minBet !== 'all' ? request.minBet : undefined,
      isNew: request.isNew ? 'true' : undefined,
      language: request.language,
    },
    signal,
  });
}

/** The first page only: home sections and the game centre's vendor previews. */
export function gameListQueryOptions(request: GameListRequest) {
  return queryOptions({
    queryKey: ['game', 'list', request, 1] as const,
    queryFn: ({ signal }) => getGameList(request, 1, signal),
  });
}

export function useGameListPage(request: GameListRequest, enabled = true) {
  return useQuery({ ...gameListQueryOptions(request), enabled });
}
