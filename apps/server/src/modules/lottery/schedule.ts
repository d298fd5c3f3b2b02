/**
 * Draw schedules (docs/decisions/2026-11-21-lottery-draw-engine.md): pure functions of a game's settings
 * and an instant, so that every process computes the same draws and numeros.
 *
 * - Traditional: one draw on each of the game's weekdays (spec §3 drawDayOfWeek, 1 = Sunday …
 *   7 = Saturday), or on each of its days of the month when it has them (the Thai lottery: the 1st
 *   and 16th), at its local draw time in its time zone; numero = the local date, YYYYMMDD. A draw
 *   opens at the game's previous scheduled draw and closes lockSeconds before its own.
 * - Entertainment: every intervalSeconds from local midnight; numero = YYYYMMDD-NNNN, NNNN the
 *   draw's place in the local day (0001 is drawn at 00:00 + interval). A draw opens when the
 *   previous one is drawn and closes lockSeconds before its own.
 */

export type ScheduleSettings = {
  drawMode: 'traditional' | 'entertainment' | 'external';
  /** Weekdays 1 = Sunday … 7 = Saturday. */
  drawDays: readonly number[];
  /** Days of the month (1..31); when not empty they decide instead of the weekdays. */
  drawMonthDays?: readonly number[];
  /** "HH:MM" local. */
  drawTime: string | null;
  timeZone: string;
  intervalSeconds: number | null;
  lockSeconds: number;
};

export type PlannedDraw = { numero: string; openAt: Date; closeAt: Date; drawAt: Date };

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

export type LocalParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 = Sunday … 7 = Saturday (spec §3). */
  weekday: number;
};

/** The wall-clock reading of an instant in a time zone. */
export function localParts(instant: Date, zone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const { year, month, day, hour, minute, second } = parts as Record<string, number>;
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay() + 1;
  return {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: second!,
    weekday,
  };
}

/** The instant a wall-clock time in a zone stands for (offset looked up, twice for DST edges). */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  zone: string,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), zone);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - seen;
  }
  return new Date(guess);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local date of an instant as a numero day: YYYYMMDD. */
export function localDay(instant: Date, zone: string): string {
  const p = localParts(instant, zone);
  return `${p.year}${pad(p.month)}${pad(p.day)}`;
}

/** Today's weekday in the zone (1 = Sunday … 7 = Saturday). */
export function localWeekday(instant: Date, zone: string): number {
  return localParts(instant, zone).weekday;
}

/** "1,16" → [1, 16]; ignores anything that is not a day of the month. */
export function parseMonthDays(value: string | null): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((v) => Number(v.trim()))
        .filter((v) => Number.isInteger(v) && v >= 1 && v <= 31),
    ),
  ].sort((a, b) => a - b);
}

/** "2,4,7" → [2, 4, 7]; ignores anything that is not a weekday. */
export function parseDrawDays(value: string | null): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((v) => Number(v.trim()))
        .filter((v) => Number.isInteger(v) && v >= 1 && v <= 7),
    ),
  ].sort((a, b) => a - b);
}

function addDays(date: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function weekdayOf(date: { year: number; month: number; day: number }): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 1;
}

function parseTime(time: string): { hour: number; minute: number } {
  const [h, m] = time.split(':').map(Number);
  return { hour: h!, minute: m! };
}

/** Whether the game draws on a local date: its days of the month if it has any, else its weekdays. */
function drawsOn(s: ScheduleSettings, date: { year: number; month: number; day: number }): boolean {
  if (s.drawMonthDays && s.drawMonthDays.length > 0) return s.drawMonthDays.includes(date.day);
  return s.drawDays.includes(weekdayOf(date));
}

/** How far back the previous draw can be: a week, or a month for draws on days of the month. */
function lookBackDays(s: ScheduleSettings): number {
  return s.drawMonthDays && s.drawMonthDays.length > 0 ? 31 : 7;
}

/** The traditional draw of one local date, or null when the game does not draw that day. */
export function traditionalDrawOn(
  s: ScheduleSettings,
  date: { year: number; month: number; day: number },
): PlannedDraw | null {
  if (s.drawMode !== 'traditional' || !s.drawTime) return null;
  if (!drawsOn(s, date)) return null;
  const { hour, minute } = parseTime(s.drawTime);
  const drawAt = zonedInstant(date, hour, minute, s.timeZone);
  // Opens at the previous scheduled draw (at most a week back; a month for days of the month).
  const maxBack = lookBackDays(s);
  let openAt = new Date(drawAt.getTime() - maxBack * DAY_MS);
  for (let back = 1; back <= maxBack; back++) {
    const prev = addDays(date, -back);
    if (drawsOn(s, prev)) {
      openAt = zonedInstant(prev, hour, minute, s.timeZone);
      break;
    }
  }
  const closeAt = new Date(drawAt.getTime() - s.lockSeconds * 1000);
  return {
    numero: `${date.year}${pad(date.month)}${pad(date.day)}`,
    openAt: openAt > closeAt ? closeAt : openAt,
    closeAt,
    drawAt,
  };
}

/** The traditional draw a numero (YYYYMMDD) names, or null when there is none that day. */
export function traditionalDrawOfNumero(s: ScheduleSettings, numero: string): PlannedDraw | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(numero);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = addDays(date, 0);
  if (check.month !== date.month || check.day !== date.day) return null;
  return traditionalDrawOn(s, date);
}

/** Traditional draws whose draw time is after `from`, over the next `days` local days. */
export function upcomingTraditionalDraws(
  s: ScheduleSettings,
  from: Date,
  days: number,
): PlannedDraw[] {
  const today = localParts(from, s.timeZone);
  const out: PlannedDraw[] = [];
  for (let i = 0; i <= days; i++) {
    const draw = traditionalDrawOn(s, addDays(today, i));
    if (draw && draw.drawAt > from) out.push(draw);
  }
  return out;
}

/** Traditional draws drawn in (from, to], oldest first (demo history). */
export function pastTraditionalDraws(s: ScheduleSettings, from: Date, to: Date): PlannedDraw[] {
  const start = localParts(from, s.timeZone);
  const out: PlannedDraw[] = [];
  const days = Math.ceil((to.getTime() - from.getTime()) / DAY_MS) + 1;
  for (let i = 0; i <= days; i++) {
    const draw = traditionalDrawOn(s, addDays(start, i));
    if (draw && draw.drawAt > from && draw.drawAt <= to) out.push(draw);
  }
  return out;
}

/** The entertainment draw number `n` (1-based) of a local day. */
function entertainmentDraw(
  s: ScheduleSettings,
  date: { year: number; month: number; day: number },
  n: number,
): PlannedDraw {
  const interval = s.intervalSeconds! * 1000;
  const midnight = zonedInstant(date, 0, 0, s.timeZone).getTime();
  const drawAt = new Date(midnight + n * interval);
  return {
    numero: `${date.year}${pad(date.month)}${pad(date.day)}-${pad(n, 4)}`,
    openAt: new Date(drawAt.getTime() - interval),
    closeAt: new Date(drawAt.getTime() - s.lockSeconds * 1000),
    drawAt,
  };
}

/** Draws per local day of an entertainment game; the interval must divide a day. */
export function drawsPerDay(intervalSeconds: number): number {
  if (86_400 % intervalSeconds !== 0) {
    throw new Error(`an interval of ${intervalSeconds} s does not divide a day`);
  }
  return 86_400 / intervalSeconds;
}

/**
 * The next `count` entertainment draws from `from`, starting with the one whose draw time is
 * after it (the draw on sale now, or about to be drawn); with `back`, that many earlier ones first.
 */
export function entertainmentDraws(
  s: ScheduleSettings,
  from: Date,
  count: number,
  back = 0,
): PlannedDraw[] {
  if (s.drawMode !== 'entertainment' || !s.intervalSeconds) return [];
  const perDay = drawsPerDay(s.intervalSeconds);
  let date: { year: number; month: number; day: number } = localParts(from, s.timeZone);
  const midnight = zonedInstant(date, 0, 0, s.timeZone).getTime();
  let n = Math.floor((from.getTime() - midnight) / (s.intervalSeconds * 1000)) + 1 - back;
  while (n < 1) {
    date = addDays(date, -1);
    n += perDay;
  }
  const out: PlannedDraw[] = [];
  for (let i = 0; i < count + back; i++) {
    if (n > perDay) {
      date = addDays(date, 1);
      n = 1;
    }
    out.push(entertainmentDraw(s, date, n));
    n++;
  }
  return out;
}
