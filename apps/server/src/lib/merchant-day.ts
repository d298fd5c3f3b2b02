import { sql, type SQL } from 'drizzle-orm';
import { RECORDS_UTC_OFFSET } from '@app/contracts';

/**
 * The merchant's business day: records, reports and order numbers count days in the merchant's
 * offset (`RECORDS_UTC_OFFSET`, +07:00 for Vietnam), not in UTC. The one place that arithmetic
 * lives; draw schedules carry their own time zone instead (modules/lottery/schedule.ts).
 */
const OFFSET_MS = offsetMs(RECORDS_UTC_OFFSET);
const DAY_MS = 86_400_000;

function offsetMs(offset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) throw new Error(`bad UTC offset ${offset}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** The merchant day an instant falls on, as YYYY-MM-DD. */
export function merchantDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The merchant day as YYYYMMDD, for order and bet numbers people read out. */
export function merchantDayCompact(at: Date): string {
  return merchantDay(at).replaceAll('-', '');
}

/** The UTC instant a merchant day (YYYY-MM-DD) starts. */
export function merchantDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${RECORDS_UTC_OFFSET}`);
}

/** Merchant days (YYYY-MM-DD) to a half-open UTC range: [start of the first, start of the day after the last). */
export function merchantDayRange(startDate?: string, endDate?: string): { from?: Date; to?: Date } {
  const from = startDate ? merchantDayStart(startDate) : undefined;
  const to = endDate ? new Date(merchantDayStart(endDate).getTime() + DAY_MS) : undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * SQL of the merchant day (YYYY-MM-DD) a timestamptz falls on, with the same offset as
 * merchantDay, for grouping by day in the database.
 */
export function merchantDaySql(column: SQL): SQL {
  const minutes = OFFSET_MS / 60_000;
  return sql`to_char((${column} at time zone 'UTC') + ${sql.raw(`interval '${minutes} minutes'`)}, 'YYYY-MM-DD')`;
}

/** The merchant days from `from` to `to` (YYYY-MM-DD), both included, in order. */
export function merchantDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${from}T00:00:00Z`);
    at <= Date.parse(`${to}T00:00:00Z`);
    at += DAY_MS
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
