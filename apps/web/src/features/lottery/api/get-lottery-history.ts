import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { listLotteryHistoryEndpoint, type EndpointResult, type SiteLanguage } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useLotteryLanguage } from './use-language.ts';

type HistoryQuery = z.output<(typeof listLotteryHistoryEndpoint)['query']>;

/** The history modal's filters, in the history query's own fields. */
export type LotteryHistoryFilter = Pick<HistoryQuery, 'gameId' | 'prizeMode'> & {
  /** The lottery group of the dropdown; null: every group. */
  gameGroupId: NonNullable<HistoryQuery['gameGroupId']> | null;
  /** spec §2: substring of the remark. */
  remark: NonNullable<HistoryQuery['remark']>;
};

export const LOTTERY_HISTORY_PAGE_SIZE = 20;

/** Drawn results, newest first (spec §2 lottery history). */
export function getLotteryHistory(
  filter: LotteryHistoryFilter,
  pageNo: number,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<EndpointResult<typeof listLotteryHistoryEndpoint>> {
  return callEndpoint(listLotteryHistoryEndpoint, {
    signal,
    query: {
      gameGroupId: filter.gameGroupId ?? undefined,
      gameId: filter.gameId || undefined,
      remark: filter.remark.trim() || undefined,
      prizeMode: filter.prizeMode,
      pageNo,
      pageSize: LOTTERY_HISTORY_PAGE_SIZE,
      language,
    },
  });
}

export function lotteryHistoryQueryOptions(filter: LotteryHistoryFilter, language: SiteLanguage) {
  return infiniteQueryOptions({
    queryKey: ['lottery', 'history', filter, language] as const,
    queryFn: ({ pageParam, signal }) => getLotteryHistory(filter, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function useLotteryHistory(filter: LotteryHistoryFilter, enabled = true) {
  const language = useLotteryLanguage();
  return useInfiniteQuery({ ...lotteryHistoryQueryOptions(filter, language), enabled });
}
