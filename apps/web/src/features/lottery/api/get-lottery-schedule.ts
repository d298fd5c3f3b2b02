import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LotteryScheduleSchema,
  type LotterySchedule,
  type PrizeMode,
  type SiteLanguage,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLotteryLanguage } from './use-language.ts';

/** The weekly schedule (spec §2): GET /wps/lottery/schedule, games by draw weekday and today. */
export function getLotterySchedule(
  prizeMode: PrizeMode,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<LotterySchedule> {
  return apiRequest('/wps/lottery/schedule', {
    schema: LotteryScheduleSchema,
    module: 'GAMELO3',
    signal,
    query: { prizeMode, language },
  });
}

export function lotteryScheduleQueryOptions(prizeMode: PrizeMode, language: SiteLanguage) {
  return queryOptions({
    queryKey: ['lottery', 'schedule', prizeMode, language] as const,
    queryFn: ({ signal }) => getLotterySchedule(prizeMode, language, signal),
    staleTime: 60_000,
  });
}

export function useLotterySchedule(prizeMode: PrizeMode) {
  const language = useLotteryLanguage();
  return useQuery(lotteryScheduleQueryOptions(prizeMode, language));
}
