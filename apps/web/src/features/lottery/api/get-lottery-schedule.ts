import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getLotteryScheduleEndpoint,
  type LotterySchedule,
  type PrizeMode,
  type SiteLanguage,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { takeBootJson } from '../../../lib/boot-data.ts';
import { useLotteryLanguage } from './use-language.ts';

/** The weekly schedule (spec §2): games by draw weekday, and today. */
export function getLotterySchedule(
  prizeMode: PrizeMode,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<LotterySchedule> {
  return callEndpoint(getLotteryScheduleEndpoint, { query: { prizeMode, language }, signal });
}

/**
 * The schedule the lobby's first HTML carried (`boot-lottery-schedule`, written by the server's
 * page frame for /m/lottery in the default language), so that the lobby shows it on its first
 * render instead of after a call. Read once; used only for the prize mode and language it was
 * written for, and only when it has the schedule's shape. The server wrote it from the call's own
 * answer, which it checks against the schema before sending (as every answer: the site's build
 * carries no answer schemas, docs/decisions/2026-11-29-answers-checked-once.md); a full parse here
 * cost the lobby's first render ~10 ms of a phone's time.
 */
export function takeBootSchedule(
  prizeMode: PrizeMode,
  language: SiteLanguage,
): LotterySchedule | undefined {
  const boot = takeBootJson('boot-lottery-schedule') as
    { prizeMode?: unknown; language?: unknown; schedule?: unknown } | undefined;
  if (!boot || boot.prizeMode !== prizeMode || boot.language !== language) return undefined;
  const schedule = boot.schedule as Partial<LotterySchedule> | null | undefined;
  const today = schedule?.today;
  const days = schedule?.days;
  const shaped =
    Number.isInteger(today) &&
    Array.isArray(days) &&
    days.every((d) => Number.isInteger(d?.dayOfWeek) && Array.isArray(d?.games));
  return shaped ? (schedule as LotterySchedule) : undefined;
}

export function lotteryScheduleQueryOptions(prizeMode: PrizeMode, language: SiteLanguage) {
  return queryOptions({
    queryKey: ['lottery', 'schedule', prizeMode, language] as const,
    queryFn: ({ signal }) => getLotterySchedule(prizeMode, language, signal),
    initialData: () => takeBootSchedule(prizeMode, language),
    // Read with the page: as fresh as a call made now.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 60_000,
  });
}

export function useLotterySchedule(prizeMode: PrizeMode) {
  const language = useLotteryLanguage();
  return useQuery(lotteryScheduleQueryOptions(prizeMode, language));
}
