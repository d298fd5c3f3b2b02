import {
  DEFAULT_POINT_RATES,
  TURNOVER_CATEGORIES,
  pointsFor,
  type PointAdjustBody,
  type PointAdjustResult,
  type PointRates,
  type PointRatesBody,
  type PointSettlement,
  type TurnoverCategory,
  type ValidTurnover,
} from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberPoints, members, pointEntries, pointPeriods, pointRates } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { PeriodicJob, type JobLog } from '../../lib/periodic-job.ts';
import { selectValidTurnoverByMember } from '../protection/protection.repository.ts';

// Points earned from valid turnover (docs/decisions/2026-11-25-point-mall.md).

const HOUR_MS = 3_600_000;
/**
 * An hour is settled only this long after it ends, so that a bet whose settlement committed with
 * a time just before the hour's end is in the records when the job reads them.
 */
export const POINTS_SETTLE_LAG_MS = 5 * 60_000;
/** A first run (nothing settled yet) starts this many hours back. */
const FIRST_RUN_HOURS = 24;
/** At most this many hours per run: a long pause catches up over several runs. */
const HOURS_PER_RUN = 48;

/** The operator's rates, every category present (defaults where not set). */
export async function readPointRates(db: Db): Promise<PointRates> {
  const rows = await db.select().from(pointRates);
  const rates = { ...DEFAULT_POINT_RATES };
  for (const row of rows) rates[row.category as TurnoverCategory] = row.rate;
  return { rates };
}

/** Changes the named categories' rates; the others keep theirs. */
export async function setPointRates(db: Db, body: PointRatesBody): Promise<PointRates> {
  for (const [category, rate] of Object.entries(body.rates)) {
    if (rate === undefined) continue;
    await db
      .insert(pointRates)
      .values({ category, rate })
      .onConflictDoUpdate({ target: pointRates.category, set: { rate, updatedAt: new Date() } });
  }
  return readPointRates(db);
}

/** Points for one member's turnover in one period: per category, rounded down. */
export function pointsOfTurnover(
  turnover: ValidTurnover,
  rates: Record<TurnoverCategory, number>,
): number {
  let points = 0;
  for (const category of TURNOVER_CATEGORIES) {
    points += pointsFor(turnover[category] ?? 0n, rates[category]);
  }
  return points;
}

/**
 * Adds a points entry and moves the balance by it, in the caller's transaction. The entry's
 * unique source makes it once: a second call with the same source changes nothing and answers
 * false. The balance never goes below zero (`member_points_balance_ck`; callers spending points
 * take them with a guarded update first).
 */
export async function creditPoints(
  tx: Db,
  entry: {
    memberId: number;
    source: string;
    kind: 'earn' | 'refund';
    points: number;
    note: string;
  },
): Promise<boolean> {
  const written = await tx
    .insert(pointEntries)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  if (written.length === 0) return false;
  await tx
    .insert(memberPoints)
    .values({ memberId: entry.memberId, balance: entry.points })
    .onConflictDoUpdate({
      target: memberPoints.memberId,
      set: {
        balance: sql`${memberPoints.balance} + ${entry.points}`,
        updatedAt: new Date(),
      },
    });
  return true;
}

/**
 * An operator's correction: one `adjust` entry and the balance, together; a negative correction
 * takes points only while the balance covers it (guarded update), else `mall.points`.
 */
export async function adjustPoints(
  tx: Db,
  body: PointAdjustBody,
  actor: string,
): Promise<PointAdjustResult> {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, body.account));
  if (!member) throw new AppError('resource.not_found', { value: { account: body.account } });
  if (body.points < 0) {
    const [row] = await tx
      .update(memberPoints)
      .set({ balance: sql`${memberPoints.balance} + ${body.points}`, updatedAt: new Date() })
      .where(and(eq(memberPoints.memberId, member.id), gte(memberPoints.balance, -body.points)))
      .returning();
    if (!row) throw new AppError('mall.points');
  } else {
    await tx
      .insert(memberPoints)
      .values({ memberId: member.id, balance: body.points })
      .onConflictDoUpdate({
        target: memberPoints.memberId,
        set: { balance: sql`${memberPoints.balance} + ${body.points}`, updatedAt: new Date() },
      });
  }
  await tx.insert(pointEntries).values({
    memberId: member.id,
    source: `adjust:${randomUUID()}`,
    kind: 'adjust',
    points: body.points,
    note: `${body.reason} (${actor})`.slice(0, 300),
  });
  const [after] = await tx
    .select({ balance: memberPoints.balance })
    .from(memberPoints)
    .where(eq(memberPoints.memberId, member.id));
  return { memberId: member.id, points: after?.balance ?? 0 };
}

/** The hours to settle now: after the latest settled one, ending at least the lag ago. */
async function hoursToSettle(db: Db, now: Date): Promise<Date[]> {
  const lastEnd = Math.floor((now.getTime() - POINTS_SETTLE_LAG_MS) / HOUR_MS) * HOUR_MS;
  const [latest] = await db
    .select({ start: pointPeriods.periodStart })
    .from(pointPeriods)
    .orderBy(desc(pointPeriods.periodStart))
    .limit(1);
  let start = latest ? latest.start.getTime() + HOUR_MS : lastEnd - FIRST_RUN_HOURS * HOUR_MS;
  const hours: Date[] = [];
  while (start + HOUR_MS <= lastEnd && hours.length < HOURS_PER_RUN) {
    hours.push(new Date(start));
    start += HOUR_MS;
  }
  return hours;
}

/**
 * The points job: credits every member's points for each whole hour not yet settled, from the
 * bet records (valid turnover settled in that hour, contracts `ValidTurnover`).
 *
 * Never twice: each member's credit for an hour is one transaction that writes the entry
 * `earn:<member>:<hour>` (unique) together with the balance, so a run that stops half-way (a crash,
 * a deploy) leaves each member either credited or not, and the re-run, which settles the same
 * hour again because it was not marked finished, skips those credited. Two processes running
 * at once both try the same sources; the unique index lets one write each. The hour is marked
 * finished last.
 */
export async function settlePoints(
  db: Db,
  now: Date,
  hooks: { afterMember?: (memberId: number) => void } = {},
): Promise<PointSettlement> {
  const result: PointSettlement = { periods: [], credited: 0, points: 0 };
  const { rates } = await readPointRates(db);
  for (const hour of await hoursToSettle(db, now)) {
    const turnover = await selectValidTurnoverByMember(
      db,
      hour,
      new Date(hour.getTime() + HOUR_MS),
    );
    let members = 0;
    let points = 0;
    for (const [memberId, byCategory] of [...turnover].sort((a, b) => a[0] - b[0])) {
      const earned = pointsOfTurnover(byCategory, rates);
      if (earned <= 0) continue;
      const credited = await db.transaction((t) =>
        creditPoints(t as unknown as Db, {
          memberId,
          source: `earn:${memberId}:${hour.toISOString()}`,
          kind: 'earn',
          points: earned,
          note: hour.toISOString(),
        }),
      );
      if (credited) {
        members += 1;
        points += earned;
      }
      hooks.afterMember?.(memberId);
    }
    await db
      .insert(pointPeriods)
      .values({ periodStart: hour, members, points })
      .onConflictDoNothing();
    result.periods.push(hour.toISOString());
    result.credited += members;
    result.points += points;
  }
  return result;
}

/**
 * Runs the job every few minutes. Safe in every process of a fleet: credits are unique per member
 * and hour, so processes that overlap write each credit once.
 */
export function startPointsScheduler(db: Db, log: JobLog, everyMs = 5 * 60_000): () => void {
  const job = new PeriodicJob('points settlement', () => settlePoints(db, new Date()), log);
  job.start(everyMs);
  return () => void job.stop();
}
