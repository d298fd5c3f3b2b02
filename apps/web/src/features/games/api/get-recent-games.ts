import type { z } from 'zod/mini';
import { listRecentGamesEndpoint, type RecentGames } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** The recent tab's filters, as the recent games query names them ('' vassalage: every vendor). */
export type RecentGamesRequest = Required<
  Pick<
    z.output<(typeof listRecentGamesEndpoint)['query']>,
    'gameType' | 'vassalage' | 'pageSize' | 'language'
  >
>;

/** The member's recent games, last played first (spec §7 "Recent games"). */
export async function getRecentGames(
  request: RecentGamesRequest,
  page: number,
  signal?: AbortSignal,
): Promise<RecentGames> {
  return callEndpoint(listRecentGamesEndpoint, {
    query: {
      page,
      pageSize: request.pageSize,
      gameType: request.gameType,
      vassalage: request.vassalage || undefined,
      clientType: '2',
      language: request.language,
    },
    signal,
  });
}
