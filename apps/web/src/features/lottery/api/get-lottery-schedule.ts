import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getLotteryScheduleEndpoint,
  type LotterySchedule,
  type PrizeMode,
  type SiteLanguage,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useLotteryLanguage } from './use-language.ts';

/** The weekly schedule (spec §2): games by draw weekday, and today. */
export function getLotterySchedule(
  prizeMode: PrizeMode,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<LotterySchedule> {
  return callEndpoint(getLotteryScheduleEndpoint, { query: { prizeMode, language }, signal });
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
