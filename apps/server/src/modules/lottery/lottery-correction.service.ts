import {
  formatAmountMinor,
  formatWinningNumber,
  parseWinningNumber,
  type LotteryCorrection,
  type LotteryCorrectionBody,
  type LotteryCorrectionResult,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ACCOUNTS,
  describeAccount,
  postTransfers,
  type TransferInput,
} from '../ledger/ledger.service.ts';
import { insertAccountsIfMissing, lockAccountsInOrder } from '../ledger/ledger.repository.ts';
import {
  levelsOfStoredResult,
  outcomeOf,
  takePayoutShard,
  type LotteryEngine,
} from './draw-engine.ts';
import { withRetry } from '../../db/retry.ts';
import { gameOrThrow } from './lottery-games.service.ts';
import { toDrawView } from './lottery.presenter.ts';
import { selectDraw, selectDrawById, type LotteryGameRow } from './lottery.repository.ts';
import {
  completeCorrections,
  insertCorrection,
  insertCorrectionLines,
  lockSettledBets,
  selectBetsWithLine,
  selectCorrectionLines,
  selectCorrections,
  selectCorrectionTotals,
  selectLatestCorrection,
  selectOwedByBet,
  updateBetOutcome,
  type CorrectionLineRow,
  type CorrectionRow,
} from './lottery-correction.repository.ts';

/*
 * Correcting a settled traditional draw's result (docs/decisions/2026-11-24-lottery-result-correction.md).
 * Two steps, each safe to repeat:
 * 1. the correction is recorded and the draw takes the new result, in one transaction under the
 *    draw's row lock;
 * 2. every won or lost bet of the draw is re-settled against the draw's current result, in batches:
 *    per bet, the difference between what it was paid and what it wins now moves through the
 *    ledger in one transfer keyed `lottery:correct:{correction}:{bet}`, in the transaction that
 *    writes the bet's new outcome and the correction's line for it.
 * A crash between or inside the steps leaves the correction without `completedAt`; the next call
 * for the draw finishes it first. A bet already re-settled has a line and the new outcome, so it
 * moves nothing again; the ledger key refuses a second transfer even if it did not.
 */

/** Bets re-settled per transaction. */
const RESETTLE_BATCH = 500;
/** Changed bets a correction answers (the rest are in the database and the ledger). */
const LINES_SHOWN = 200;

export type Actor = { name: string; operatorId: number | null };

/** Test hooks: a smaller batch, and a hook after each batch commits (to simulate a crash). */
export type ResettleOptions = { batchSize?: number; afterBatch?: (batch: number) => void };

/**
 * Corrects a traditional draw's result after it was drawn and settled, then re-settles its bets.
 * The result the draw already has changes nothing (an unfinished correction is finished).
 */
export async function correctLotteryResult(
  db: Db,
  engine: LotteryEngine,
  body: LotteryCorrectionBody,
  actor: Actor,
  now: Date,
  options: ResettleOptions = {},
): Promise<LotteryCorrectionResult> {
  const { game, wire } = await checkedResult(db, body);
  const found = await selectDraw(db, game.gamePk, body.numero);
  if (!found) throw new AppError('lottery.draw_not_found');
  if (found.status === 'cancelled') throw new AppError('lottery.draw_cancelled');
  if (found.winningNumber === null) throw new AppError('lottery.no_result');
  // Bets still pending under the stored result are settled first; only settled bets are re-settled.
  if (found.status === 'drawn') await engine.settleDraw(found.id, now);
  // A correction a crash interrupted is finished before another one starts.
  await resettleDraw(db, found.id, now, options);
  const made = await beginCorrection(db, found.id, wire, body.reason, actor, now);
  if (made) await resettleDraw(db, found.id, now, options);
  const draw = (await selectDrawById(db, found.id))!;
  const latest = await selectLatestCorrection(db, found.id);
  return {
    draw: toDrawView(draw, game, 'TY'),
    changed: made !== null,
    correction: latest ? (await correctionViews(db, [latest]))[0]! : null,
  };
}

/** The draw's corrections, newest first. */
export async function listLotteryCorrections(
  db: Db,
  query: { gameId: string; numero: string },
): Promise<LotteryCorrection[]> {
  const game = await gameOrThrow(db, query.gameId);
  const draw = await selectDraw(db, game.gamePk, query.numero);
  if (!draw) throw new AppError('lottery.draw_not_found');
  return correctionViews(db, await selectCorrections(db, draw.id));
}

async function checkedResult(
  db: Db,
  body: LotteryCorrectionBody,
): Promise<{ game: LotteryGameRow; wire: string }> {
  const game = await gameOrThrow(db, body.gameId);
  if (game.drawMode === 'entertainment') throw new AppError('lottery.entertainment_result');
  if (game.drawMode === 'external' || !game.sheet) throw new AppError('lottery.not_drawn_here');
  const parsed = parseWinningNumber(body.winningNumber, game.sheet);
  if (!parsed.ok) {
    throw new AppError('lottery.result_invalid', {
      message: `The result does not fit the ${game.sheet} sheet: ${parsed.problem}`,
      value: { problem: parsed.problem, sheet: game.sheet },
    });
  }
  return { game, wire: formatWinningNumber(parsed.levels) };
}

/**
 * Step 1: records the correction and gives the draw its new result; answers null when the draw
 * already has that result.
 */
export async function beginCorrection(
  db: Db,
  drawId: number,
  wire: string,
  reason: string,
  actor: Actor,
  now: Date,
): Promise<CorrectionRow | null> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const draw = (await selectDrawById(tx, drawId, 'update'))!;
    if (draw.status === 'cancelled') throw new AppError('lottery.draw_cancelled');
    if (draw.winningNumber === null) throw new AppError('lottery.no_result');
    if (draw.winningNumber === wire) return null;
    return insertCorrection(tx, {
      drawId,
      previousWinningNumber: draw.winningNumber,
      winningNumber: wire,
      reason,
      operatorId: actor.operatorId,
      operatorName: actor.name,
      createdAt: now,
    });
  });
}

/**
 * Step 2: re-settles every settled bet of the draw against its current result, on behalf of its
 * latest correction, then marks the draw's corrections complete. Does nothing when the latest
 * correction is complete (or there is none).
 */
export async function resettleDraw(
  db: Db,
  drawId: number,
  now: Date,
  options: ResettleOptions = {},
): Promise<void> {
  const latest = await selectLatestCorrection(db, drawId);
  if (!latest || latest.completedAt) return;
  let cursor = 0;
  for (let batch = 1; ; batch++) {
    const last = await withRetry(() =>
      db.transaction(async (t) =>
        resettleBatch(t as unknown as Db, drawId, cursor, options.batchSize ?? RESETTLE_BATCH, now),
      ),
    );
    if (last === null) break;
    cursor = last;
    options.afterBatch?.(batch);
  }
  await completeCorrections(db, drawId, now);
}

/** One batch of step 2; answers the last bet id it walked, or null past the end. */
async function resettleBatch(
  tx: Db,
  drawId: number,
  afterId: number,
  limit: number,
  now: Date,
): Promise<number | null> {
  // The draw's row is shared-locked: a new correction (which takes it for update) waits for the
  // batch, and the batch sees the result and correction that are current.
  const draw = (await selectDrawById(tx, drawId, 'share'))!;
  const correction = (await selectLatestCorrection(tx, drawId))!;
  const levels = levelsOfStoredResult(draw.winningNumber!);
  const payout = await takePayoutShard(tx);
  const bets = await lockSettledBets(tx, drawId, afterId, limit);
  if (bets.length === 0) return null;
  const done = await selectBetsWithLine(
    tx,
    correction.id,
    bets.map((b) => b.id),
  );
  const changed = bets
    .filter((b) => !done.has(b.id))
    .map((bet) => ({ bet, outcome: outcomeOf(bet, levels) }))
    .filter(({ bet, outcome }) => outcome.winMinor !== bet.winMinor);
  if (changed.length === 0) return bets[bets.length - 1]!.id;

  const owedBefore = await selectOwedByBet(
    tx,
    changed.map((c) => c.bet.id),
  );
  const walletOf = (bet: { isTrial: boolean; memberId: number }) =>
    bet.isTrial ? ACCOUNTS.trialWallet(bet.memberId) : ACCOUNTS.memberWallet(bet.memberId);
  // Wallets are locked (members first, by code, as every transfer does) to know what each holds.
  const wallets = [...new Set(changed.map((c) => walletOf(c.bet)))];
  await insertAccountsIfMissing(tx, wallets.map(describeAccount));
  const balance = new Map(
    (await lockAccountsInOrder(tx, wallets)).map((a) => [a.code, a.balance] as const),
  );

  const payouts: TransferInput[] = [];
  const reversals: TransferInput[] = [];
  const lines: CorrectionLineRow[] = [];
  // Wins first, so that a member's new win in the batch can cover a reversal in it.
  const ordered = [...changed].sort(
    (a, b) =>
      Number(b.outcome.winMinor > b.bet.winMinor) - Number(a.outcome.winMinor > a.bet.winMinor) ||
      a.bet.id - b.bet.id,
  );
  for (const { bet, outcome } of ordered) {
    const wallet = walletOf(bet);
    const house = bet.isTrial ? payout.trialFunding : payout.house;
    const owed = owedBefore.get(bet.id) ?? 0n;
    const delta = outcome.winMinor - bet.winMinor;
    let paid = 0n;
    let reclaimed = 0n;
    let owedAfter = owed;
    if (delta > 0n) {
      // What the member still owed on this bet is settled first, out of the new win.
      const offset = delta < owed ? delta : owed;
      paid = delta - offset;
      owedAfter = owed - offset;
      balance.set(wallet, (balance.get(wallet) ?? 0n) + paid);
    } else {
      // A wallet never goes below zero: it gives what it holds, the rest stays owed.
      const need = -delta;
      const holds = balance.get(wallet) ?? 0n;
      reclaimed = need < holds ? need : holds;
      owedAfter = owed + need - reclaimed;
      balance.set(wallet, holds - reclaimed);
    }
    const common = {
      amountMinor: paid > 0n ? paid : reclaimed,
      reference: `lottery:${bet.betNo}`,
      idempotencyKey: `lottery:correct:${correction.id}:${bet.id}`,
      memberId: bet.memberId,
      meta: { drawId, betNo: bet.betNo, correctionNo: correction.correctionNo },
    };
    if (paid > 0n) {
      payouts.push({ ...common, debit: house, credit: wallet, kind: 'lottery_win' });
    } else if (reclaimed > 0n) {
      reversals.push({ ...common, debit: wallet, credit: house, kind: 'lottery_reversal' });
    }
    lines.push({
      correctionId: correction.id,
      betId: bet.id,
      memberId: bet.memberId,
      oldStatus: bet.status,
      newStatus: outcome.status,
      oldWinMinor: bet.winMinor,
      newWinMinor: outcome.winMinor,
      paidMinor: paid,
      reclaimedMinor: reclaimed,
      owedMinor: owedAfter,
      createdAt: now,
    });
  }
  await postTransfers(tx, [...payouts, ...reversals]);
  await insertCorrectionLines(tx, lines);
  for (const { bet, outcome } of changed) await updateBetOutcome(tx, bet.id, outcome);
  return bets[bets.length - 1]!.id;
}

async function correctionViews(db: Db, rows: CorrectionRow[]): Promise<LotteryCorrection[]> {
  const totals = await selectCorrectionTotals(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const t = totals.get(row.id);
      const lines = await selectCorrectionLines(db, row.id, LINES_SHOWN);
      return {
        correctionNo: row.correctionNo,
        previousWinningNumber: row.previousWinningNumber,
        winningNumber: row.winningNumber,
        reason: row.reason,
        operatorName: row.operatorName,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
        changedBets: t?.changedBets ?? 0,
        reversed: t?.reversed ?? 0,
        newWinners: t?.newWinners ?? 0,
        adjusted: t?.adjusted ?? 0,
        paid: formatAmountMinor(t?.paidMinor ?? 0n),
        reclaimed: formatAmountMinor(t?.reclaimedMinor ?? 0n),
        owed: formatAmountMinor(t?.owedMinor ?? 0n),
        lines: lines.map(({ line, betNo, betType, numbers, username }) => ({
          betNo,
          memberId: line.memberId,
          username,
          betType,
          numbers: numbers.split(','),
          oldStatus: line.oldStatus,
          newStatus: line.newStatus,
          oldWin: formatAmountMinor(line.oldWinMinor),
          newWin: formatAmountMinor(line.newWinMinor),
          paid: formatAmountMinor(line.paidMinor),
          reclaimed: formatAmountMinor(line.reclaimedMinor),
          owed: formatAmountMinor(line.owedMinor),
        })),
      };
    }),
  );
}
