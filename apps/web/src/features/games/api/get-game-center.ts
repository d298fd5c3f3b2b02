import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GameCenterSchema,
  type GameCenter,
  type ListedGameCategory,
  type SiteLanguage,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /wps/game/center` (spec §2 "Game centre pages"): a category's vendors with game counts. */
export async function getGameCenter(
  gameType: ListedGameCategory,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<GameCenter> {
  return apiRequest('/wps/game/center', {
    schema: GameCenterSchema,
    module: 'GAMELO3',
    query: { gameType, language },
    signal,
  });
}

export function gameCenterQueryOptions(gameType: ListedGameCategory, language: SiteLanguage) {
  return queryOptions({
    queryKey: ['game', 'center', gameType, language] as const,
    queryFn: ({ signal }) => getGameCenter(gameType, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useGameCenter(gameType: ListedGameCategory, language: SiteLanguage) {
  return useQuery(gameCenterQueryOptions(gameType, language));
}
