import {
  RecentGamesSchema,
  type ListedGameCategory,
  type RecentGames,
  type SiteLanguage,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type RecentGamesRequest = {
  gameType: ListedGameCategory;
  vassalage: string;
  pageSize: number;
  language: SiteLanguage;
};

/** `GET /wps/game/recent` (spec §7 "Recent games"): last played first. */
export async function getRecentGames(
  request: RecentGamesRequest,
  page: number,
  signal?: AbortSignal,
): Promise<RecentGames> {
  return apiRequest('/wps/game/recent', {
    schema: RecentGamesSchema,
    module: 'GAMELOREC3',
    query: {
      page,
      pageSize: request.pageSize,
      gameType: request.gameType,
      vassalage: request.vassalage || undefined,
      clientType: 2,
      language: request.language,
    },
    signal,
  });
}
