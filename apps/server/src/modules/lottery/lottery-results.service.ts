import {
  formatAmountMinor,
  formatWinningNumber,
  parseWinningNumber,
  type DrawStatus,
  type LotteryDraw,
  type LotteryResultBody,
  type LotterySettleResult,
  type Page,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { scheduleOf, type LotteryEngine } from './draw-engine.ts';
import { gameOrThrow } from './lottery-games.service.ts';
import { toDrawView } from './lottery.presenter.ts';
import {
  cancelDrawRow,
  insertDraws,
  selectDraw,
  selectDrawById,
  selectDrawPage,
  selectLotteryGames,
  storeResult,
} from './lottery.repository.ts';
import { traditionalDrawOfNumero } from './schedule.ts';

// The operator's side of the draws: results entered or imported, cancellation with refunds, and
// the draws waiting for a result.

/**
 * Stores a traditional draw's result, entered or imported by the operator, after checking it
 * against the game's sheet; then settles every bet of the draw. Entering the same result again
 * changes nothing and pays nothing twice; a different result for a drawn draw is refused.
 */
export async function enterLotteryResult(
  db: Db,
  engine: LotteryEngine,
  body: LotteryResultBody,
  now: Date,
): Promise<LotterySettleResult> {
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
  const wire = formatWinningNumber(parsed.levels);
  let existing = await selectDraw(db, game.gamePk, body.numero);
  if (!existing) {
    // A draw the schedule names but that was never created (the server was down): create it now.
    const planned = traditionalDrawOfNumero(scheduleOf(game), body.numero);
    if (!planned) throw new AppError('lottery.draw_not_found');
    await insertDraws(db, [{ gamePk: game.gamePk, ...planned }]);
    existing = await selectDraw(db, game.gamePk, body.numero);
  }
  const drawId = existing!.id;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const draw = (await selectDrawById(tx, drawId, 'update'))!;
    if (draw.status === 'cancelled') throw new AppError('lottery.draw_cancelled');
    if (draw.winningNumber !== null) {
      if (draw.winningNumber === wire) return;
      throw new AppError('lottery.result_exists');
    }
    if (now.getTime() < draw.closeAt.getTime()) throw new AppError('lottery.draw_not_closed');
    await storeResult(tx, draw.id, { winningNumber: wire, source: body.source, drawnAt: now });
  });
  const settled = await engine.settleDraw(drawId, now);
  const draw = (await selectDrawById(db, drawId))!;
  return {
    draw: toDrawView(draw, game, 'TY'),
    settled: settled.settled,
    won: settled.won,
    paid: formatAmountMinor(settled.paidMinor),
  };
}

/** Cancels a draw that has no result and refunds every stake on it (once). */
export async function cancelLotteryDraw(
  db: Db,
  engine: LotteryEngine,
  body: { gameId: string; numero: string; reason: string },
  now: Date,
): Promise<LotterySettleResult> {
  const game = await gameOrThrow(db, body.gameId);
  const draw = await selectDraw(db, game.gamePk, body.numero);
  if (!draw) throw new AppError('lottery.draw_not_found');
  if (draw.status !== 'cancelled') {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const row = (await selectDrawById(tx, draw.id, 'update'))!;
      if (row.winningNumber !== null) throw new AppError('lottery.draw_already_drawn');
      await cancelDrawRow(tx, row.id, body.reason);
    });
  }
  const refunded = await engine.settleDraw(draw.id, now);
  return {
    draw: toDrawView((await selectDrawById(db, draw.id))!, game, 'TY'),
    settled: refunded.settled,
    won: 0,
    paid: formatAmountMinor(refunded.paidMinor),
  };
}

/** Draws for the operator: waiting for a result (past sale close, no result), or by status. */
export async function listAdminDraws(
  db: Db,
  query: {
    status: DrawStatus | 'awaiting_result';
    gameId?: string | undefined;
    drawMode?: 'traditional' | 'entertainment' | undefined;
    pageNo: number;
    pageSize: number;
  },
  now: Date,
): Promise<Page<LotteryDraw>> {
  let rows = await selectLotteryGames(db);
  if (query.gameId) rows = rows.filter((r) => r.gameId === query.gameId);
  if (query.drawMode) rows = rows.filter((r) => r.drawMode === query.drawMode);
  if (query.status === 'awaiting_result') rows = rows.filter((r) => r.drawMode === 'traditional');
  const byPk = new Map(rows.map((r) => [r.gamePk, r]));
  const statuses: DrawStatus[] =
    query.status === 'awaiting_result' ? ['scheduled', 'open', 'locked'] : [query.status];
  const page = await selectDrawPage(
    db,
    {
      gamePks: [...byPk.keys()],
      statuses,
      ...(query.status === 'awaiting_result' ? { to: now } : {}),
    },
    pageWindow(query),
    query.status === 'awaiting_result' ? 'oldest' : 'newest',
  );
  return toPage(
    page.rows.map((d) => toDrawView(d, byPk.get(d.gamePk)!, 'TY')),
    page.total,
    query,
  );
}
