import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getGameRecordEndpoint, type GameRecordPage, type GameRecordQuery } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

export const GAME_RECORD_PAGE_SIZE = 20;

/**
 * The record page's filters, in the record query's own fields: days YYYY-MM-DD in merchant time,
 * both included ('' for no bound), gameType '' for every category.
 */
export type GameRecordFilter = Required<
  Pick<GameRecordQuery, 'startDate' | 'endDate' | 'gameType' | 'language'>
>;

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
