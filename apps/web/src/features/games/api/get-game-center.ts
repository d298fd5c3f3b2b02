import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getGameCenterEndpoint,
  type GameCenter,
  type ListedGameCategory,
  type SiteLanguage,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** A category's vendors with game counts (spec §2 "Game centre pages"). */
export async function getGameCenter(
  gameType: ListedGameCategory,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<GameCenter> {
  return callEndpoint(getGameCenterEndpoint, { query: { gameType, language }, signal });
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
