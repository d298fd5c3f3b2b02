import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GameArraySchema,
  type Game,
  type ListedGameCategory,
  type SiteLanguage,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type HotGamesRequest = {
  /** '' for every category (the HOT page and the home HOT section). */
  gameType: ListedGameCategory | '';
  vassalage: string;
  pageSize: number;
  language: SiteLanguage;
};

/** `GET /wps/game/hot` (spec §7 "Hot games"): hot-flagged games in list order. */
export async function getHotGames(request: HotGamesRequest, signal?: AbortSignal): Promise<Game[]> {
  return apiRequest('/wps/game/hot', {
    schema: GameArraySchema,
    module: 'GAMELOHOT3',
    query: {
      isPlatform: 2,
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
