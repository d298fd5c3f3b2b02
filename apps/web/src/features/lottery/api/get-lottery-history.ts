import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LotteryHistoryPageSchema, type PrizeMode, type SiteLanguage } from '@app/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLotteryLanguage } from './use-language.ts';

export type LotteryHistoryFilter = {
  /** The lottery group of the dropdown; null: every group. */
  gameGroupId: number | null;
  gameId?: string;
  /** spec §2: substring of the remark. */
  remark: string;
  prizeMode?: PrizeMode;
};

export const LOTTERY_HISTORY_PAGE_SIZE = 20;

/** Drawn results, newest first (spec §2 lottery history): GET /wps/lottery/history. */
export function getLotteryHistory(
  filter: LotteryHistoryFilter,
  pageNo: number,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<z.infer<typeof LotteryHistoryPageSchema>> {
  return apiRequest('/wps/lottery/history', {
    schema: LotteryHistoryPageSchema,
    module: 'GAMELO3',
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
