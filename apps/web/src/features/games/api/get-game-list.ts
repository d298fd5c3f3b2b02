import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GameListSchema,
  type GameList,
  type ListedGameCategory,
  type SiteLanguage,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The query of `GET /wps/game/list` as the site sends it (spec §7 "Game list"). */
export type GameListRequest = {
  gameType: ListedGameCategory;
  pageSize: number;
  vassalage: string;
  gameName: string;
  /** '' for every class (spec §5: ALL is sent as an empty string). */
  gameClassify: string;
  /** '' or 'all' for every minimum bet. */
  minBet: string;
  isNew: boolean;
  language: SiteLanguage;
};

/** One page of a category's games. */
export async function getGameList(
  request: GameListRequest,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GameList> {
  return apiRequest('/wps/game/list', {
    schema: GameListSchema,
    module: 'GAMELO3',
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
