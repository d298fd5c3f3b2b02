import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  getGameRecordEndpoint,
  type GameRecordPage,
  type ListedGameCategory,
  type SiteLanguage,
} from '@app/contracts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

export const GAME_RECORD_PAGE_SIZE = 20;

export type GameRecordFilter = {
  /** YYYY-MM-DD, merchant time, both included. */
  startDate: string;
  endDate: string;
  gameType: ListedGameCategory | '';
  language: SiteLanguage;
};

/** One page of the betting record, newest first. */
export function getGameRecordPage(
  filter: GameRecordFilter,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GameRecordPage> {
  return callEndpoint(getGameRecordEndpoint, {
    signal,
    query: {
      pageNo,
      pageSize: GAME_RECORD_PAGE_SIZE,
      startDate: filter.startDate || undefined,
      endDate: filter.endDate || undefined,
      gameType: filter.gameType || undefined,
      language: filter.language,
    },
  });
}

export function gameRecordQueryOptions(token: string | null, filter: GameRecordFilter) {
  return infiniteQueryOptions({
    queryKey: [...SESSION_QUERY_SCOPE, 'game-record', token, filter] as const,
    queryFn: ({ pageParam, signal }) => getGameRecordPage(filter, pageParam, signal),
    initialPageParam: 1,
    // spec §4: more exist while pageNum < totalPages.
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

export function useGameRecord(filter: GameRecordFilter) {
  const token = useSession()?.token ?? null;
  return useInfiniteQuery(gameRecordQueryOptions(token, filter));
}
