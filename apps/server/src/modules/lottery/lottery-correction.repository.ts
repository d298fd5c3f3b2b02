import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { LotteryBetStatus } from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import {
  lotteryBets,
  lotteryCorrectionLines,
  lotteryDraws,
  lotteryResultCorrections,
  members,
} from '../../db/schema.ts';
import { toBigInt } from '../ledger/ledger.repository.ts';

// The rows of result corrections (docs/decisions/2026-11-24-lottery-result-correction.md).

export type CorrectionRow = typeof lotteryResultCorrections.$inferSelect;
export type CorrectionLineRow = typeof lotteryCorrectionLines.$inferInsert;

/** The draw's latest correction, if any. */
export async function selectLatestCorrection(db: Db, drawId: number) {
  const [row] = await db
    .select()
    .from(lotteryResultCorrections)
    .where(eq(lotteryResultCorrections.drawId, drawId))
    .orderBy(desc(lotteryResultCorrections.correctionNo))
    .limit(1);
  return row;
}

/** The draw's corrections, newest first. */
export async function selectCorrections(db: Db, drawId: number) {
  return db
    .select()
    .from(lotteryResultCorrections)
    .where(eq(lotteryResultCorrections.drawId, drawId))
    .orderBy(desc(lotteryResultCorrections.correctionNo));
}

/**
 * Records a correction and puts its result on the draw, in the caller's transaction (which holds
 * the draw's row lock, so corrections of one draw are numbered one after the other).
 */
export async function insertCorrection(
  tx: Db,
  row: Omit<typeof lotteryResultCorrections.$inferInsert, 'correctionNo'>,
): Promise<CorrectionRow> {
  const [last] = await tx
    .select({ no: lotteryResultCorrections.correctionNo })
    .from(lotteryResultCorrections)
    .where(eq(lotteryResultCorrections.drawId, row.drawId))
    .orderBy(desc(lotteryResultCorrections.correctionNo))
    .limit(1);
  const [inserted] = await tx
    .insert(lotteryResultCorrections)
    .values({ ...row, correctionNo: (last?.no ?? 0) + 1 })
    .returning();
  await tx
    .update(lotteryDraws)
    .set({ winningNumber: row.winningNumber, resultSource: 'operator' })
    .where(eq(lotteryDraws.id, row.drawId));
  return inserted!;
}

/** Marks the draw's unfinished corrections done (every bet was re-settled against the result). */
export async function completeCorrections(db: Db, drawId: number, now: Date) {
  await db
    .update(lotteryResultCorrections)
    .set({ completedAt: now })
    .where(
      and(
        eq(lotteryResultCorrections.drawId, drawId),
        isNull(lotteryResultCorrections.completedAt),
      ),
    );
}

/** Settled bets (won or lost) of a draw after `afterId`, locked for this transaction. */
export async function lockSettledBets(tx: Db, drawId: number, afterId: number, limit: number) {
  return tx
    .select({
      id: lotteryBets.id,
      memberId: lotteryBets.memberId,
      betNo: lotteryBets.betNo,
      betType: lotteryBets.betType,
      numbers: lotteryBets.numbers,
      stakeMinor: lotteryBets.stakeMinor,
      oddsMilli: lotteryBets.oddsMilli,
      isTrial: lotteryBets.isTrial,
      status: lotteryBets.status,
      hits: lotteryBets.hits,
      winMinor: lotteryBets.winMinor,
    })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.drawId, drawId),
        inArray(lotteryBets.status, ['won', 'lost']),
        gt(lotteryBets.id, afterId),
      ),
    )
    .orderBy(asc(lotteryBets.id))
    .limit(limit)
    .for('update');
}
export type SettledBet = Awaited<ReturnType<typeof lockSettledBets>>[number];

/** Bets of the list that already have a line of this correction (done before a crash). */
export async function selectBetsWithLine(tx: Db, correctionId: number, betIds: number[]) {
  if (betIds.length === 0) return new Set<number>();
  const rows = await tx
    .select({ betId: lotteryCorrectionLines.betId })
    .from(lotteryCorrectionLines)
    .where(
      and(
        eq(lotteryCorrectionLines.correctionId, correctionId),
        inArray(lotteryCorrectionLines.betId, betIds),
      ),
    );
  return new Set(rows.map((r) => r.betId));
}

/** What each bet still owes from earlier corrections: its latest line's owed amount. */
export async function selectOwedByBet(tx: Db, betIds: number[]): Promise<Map<number, bigint>> {
  if (betIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([lotteryCorrectionLines.betId], {
      betId: lotteryCorrectionLines.betId,
      owedMinor: lotteryCorrectionLines.owedMinor,
    })
    .from(lotteryCorrectionLines)
    .where(inArray(lotteryCorrectionLines.betId, betIds))
    .orderBy(asc(lotteryCorrectionLines.betId), desc(lotteryCorrectionLines.correctionId));
  return new Map(rows.map((r) => [r.betId, r.owedMinor]));
}

export async function insertCorrectionLines(tx: Db, rows: CorrectionLineRow[]) {
  if (rows.length === 0) return;
  await tx.insert(lotteryCorrectionLines).values(rows);
}

/** A re-settled bet's new outcome. */
export async function updateBetOutcome(
  tx: Db,
  betId: number,
  outcome: { status: LotteryBetStatus; hits: number; winMinor: bigint },
) {
  await tx
    .update(lotteryBets)
    .set({ status: outcome.status, hits: outcome.hits, winMinor: outcome.winMinor })
    .where(eq(lotteryBets.id, betId));
}

export type CorrectionTotals = {
  changedBets: number;
  reversed: number;
  newWinners: number;
  adjusted: number;
  paidMinor: bigint;
  reclaimedMinor: bigint;
  /** Still owed on the bets this correction changed, after it (reversals the wallet could not cover). */
  owedMinor: bigint;
};

/** What each correction changed, summed over its lines. */
export async function selectCorrectionTotals(
  db: Db,
  correctionIds: number[],
): Promise<Map<number, CorrectionTotals>> {
  if (correctionIds.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.correction_id,
               count(*)::int as changed,
               (count(*) filter (where l.old_win_minor > 0 and l.new_win_minor = 0))::int as reversed,
               (count(*) filter (where l.old_win_minor = 0 and l.new_win_minor > 0))::int as new_winners,
               (count(*) filter (where l.old_win_minor > 0 and l.new_win_minor > 0))::int as adjusted,
               coalesce(sum(l.paid_minor), 0)::text as paid,
               coalesce(sum(l.reclaimed_minor), 0)::text as reclaimed,
               coalesce(sum(l.owed_minor), 0)::text as owed
          from lottery_correction_lines l
         where l.correction_id in (${sql.join(
           correctionIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         group by l.correction_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.correction_id),
      {
        changedBets: Number(r.changed),
        reversed: Number(r.reversed),
        newWinners: Number(r.new_winners),
        adjusted: Number(r.adjusted),
        paidMinor: toBigInt(r.paid),
        reclaimedMinor: toBigInt(r.reclaimed),
        owedMinor: toBigInt(r.owed),
      },
    ]),
  );
}

/** A correction's changed bets with the member's account name, first `limit` by bet. */
export async function selectCorrectionLines(db: Db, correctionId: number, limit: number) {
  return db
    .select({
      line: lotteryCorrectionLines,
      betNo: lotteryBets.betNo,
      betType: lotteryBets.betType,
      numbers: lotteryBets.numbers,
      username: members.account,
    })
    .from(lotteryCorrectionLines)
    .innerJoin(lotteryBets, eq(lotteryBets.id, lotteryCorrectionLines.betId))
    .innerJoin(members, eq(members.id, lotteryCorrectionLines.memberId))
    .where(eq(lotteryCorrectionLines.correctionId, correctionId))
    .orderBy(asc(lotteryCorrectionLines.betId))
    .limit(limit);
}
