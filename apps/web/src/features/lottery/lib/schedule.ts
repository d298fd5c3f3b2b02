/** spec §3 drawDayOfWeek: 1 = Sunday … 7 = Saturday. */
export type DrawDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The week as a Vietnamese calendar shows it: Monday (Thứ 2) first, Sunday (Chủ nhật) last. */
export const WEEK_ORDER: readonly DrawDay[] = [2, 3, 4, 5, 6, 7, 1];

/** The draw weekdays of a game, from its comma-separated drawDayOfWeek; unreadable parts dropped. */
export function drawDays(drawDayOfWeek: string | null | undefined): DrawDay[] {
  if (!drawDayOfWeek) return [];
  const days = new Set<DrawDay>();
  for (const part of drawDayOfWeek.split(',')) {
    const n = Number(part.trim());
    if (Number.isInteger(n) && n >= 1 && n <= 7) days.add(n as DrawDay);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * The hours ahead of UTC of the draws' time zones that keep one offset all year (no daylight
 * saving): their weekday is arithmetic. The first `Intl.DateTimeFormat` of a page loads the
 * browser's date and time-zone data, 16–35 ms on a desktop and four times that on a phone, in
 * the task that draws the lottery lobby; another zone still goes through it.
 */
export const FIXED_OFFSET_HOURS: Readonly<Record<string, number>> = {
  UTC: 0,
  'Asia/Ho_Chi_Minh': 7,
  'Asia/Bangkok': 7,
  'Asia/Phnom_Penh': 7,
  'Asia/Vientiane': 7,
  'Asia/Jakarta': 7,
  'Asia/Kuala_Lumpur': 8,
  'Asia/Singapore': 8,
  'Asia/Manila': 8,
};

/** One weekday formatter per other time zone (making one costs a phone about a millisecond). */
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The spec's weekday number of a date in a time zone (1 = Sunday … 7 = Saturday). */
export function drawDayOf(date: Date, timeZone = 'Asia/Ho_Chi_Minh'): DrawDay {
  const offset = FIXED_OFFSET_HOURS[timeZone];
  if (offset !== undefined) {
    return (new Date(date.getTime() + offset * 3_600_000).getUTCDay() + 1) as DrawDay;
  }
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone });
    weekdayFormats.set(timeZone, format);
  }
  const index = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(format.format(date));
  return (index + 1) as DrawDay;
}

export type ScheduleColumn<G> = { day: DrawDay; games: G[] };

/**
 * spec §2 "Weekly schedule": seven day columns by draw weekday, Monday first; a game drawn on
 * several days appears in each of them, in the order the games came.
 */
export function weekSchedule<G extends { drawDayOfWeek: string | null }>(
  games: readonly G[],
): ScheduleColumn<G>[] {
  return WEEK_ORDER.map((day) => ({
    day,
    games: games.filter((g) => drawDays(g.drawDayOfWeek).includes(day)),
  }));
}
