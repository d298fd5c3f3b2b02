import { randomBytes } from 'node:crypto';
import {
  betUnits,
  checkBetNumbers,
  formatAmountMinor,
  parseAmountMinor,
  oddsOf,
  parseOddsMilli,
  SHEET_BET_TYPES,
  TRIAL_TYPE,
  type LotteryBetPage,
  type LotteryBetsQuery,
  type PlaceLotteryBetsBody,
  type PlaceLotteryBetsResult,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { merchantDayCompact, merchantDayRange } from '../../lib/merchant-day.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { balanceOf, postTransfer, walletOf } from '../ledger/ledger.service.ts';
import { randomStakeAccount } from './draw-engine.ts';
import { gameOrThrow } from './lottery-games.service.ts';
import { readLotterySettings } from './lottery-settings.service.ts';
import { toBetView } from './lottery.presenter.ts';
import {
  insertBet,
  selectBetPage,
  selectBetsOfRequest,
  selectCurrentDraws,
  selectDraw,
  selectDrawById,
  selectLotteryGameById,
  type BetRow,
  type DrawRow,
} from './lottery.repository.ts';
import { assertMayStake } from '../protection/protection.service.ts';

// A member's bets: placing a slip (charged through the ledger) and the bet history.

function newBetNo(now: Date): string {
  return `L${merchantDayCompact(now)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

type Member = { id: number; type: number };

function sameRequest(existing: BetRow[], body: PlaceLotteryBetsBody, drawId: number | null) {
  if (existing.length !== body.bets.length) return false;
  return body.bets.every((b, i) => {
    const e = existing[i]!;
    return (
      e.betType === b.betType &&
      e.numbers === b.numbers.join(',') &&
      e.stakeMinor === parseAmountMinor(b.stake) &&
      (drawId === null || e.drawId === drawId)
    );
  });
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23505';
}

/**
 * Places bets on one draw, all or none: each is charged to the wallet by one ledger transfer in the
 * transaction that writes it, with the draw row held (FOR SHARE) so that it cannot close meanwhile.
 * Refused once sales are closed (lottery.not_on_sale) or before they open. A retry with the same
 * requestId answers the bets already placed and charges nothing.
 */
export async function placeLotteryBets(
  db: Db,
  member: Member,
  body: PlaceLotteryBetsBody,
  now: Date,
): Promise<PlaceLotteryBetsResult> {
  const game = await gameOrThrow(db, body.gameId);
  if (game.drawMode === 'external' || !game.sheet) throw new AppError('lottery.not_drawn_here');
  const settings = await readLotterySettings(db);
  const minStake = parseAmountMinor(settings.minStake)!;
  const maxStake = parseAmountMinor(settings.maxStake)!;
  const sheet = game.sheet;
  const planned = body.bets.map((b, index) => {
    // Each sheet sells its own bet types (a lô bet on a 4D sheet, a 4D bet on the North draw…).
    const odds = oddsOf(settings, sheet, b.betType);
    if (odds === undefined) {
      throw new AppError('lottery.bet_type_unavailable', {
        value: { index, betType: b.betType, sheet, betTypes: SHEET_BET_TYPES[sheet] },
      });
    }
    const problem = checkBetNumbers(b.betType, b.numbers);
    if (problem) {
      throw new AppError('lottery.numbers_invalid', { message: problem, value: { index } });
    }
    const stake = parseAmountMinor(b.stake)!;
    if (stake < minStake)
      throw new AppError('lottery.stake_too_small', {
        value: { index, minStake: settings.minStake },
      });
    if (stake > maxStake)
      throw new AppError('lottery.stake_too_large', {
        value: { index, maxStake: settings.maxStake },
      });
    const units = betUnits(b.betType, b.numbers);
    return {
      betType: b.betType,
      numbers: b.numbers.join(','),
      units,
      stakeMinor: stake,
      totalStakeMinor: stake * BigInt(units),
      oddsMilli: parseOddsMilli(odds),
      requestKey: `${body.requestId}:${index}`,
    };
  });

  const replay = async (): Promise<PlaceLotteryBetsResult | null> => {
    const existing = await selectBetsOfRequest(db, member.id, body.requestId);
    if (existing.length === 0) return null;
    const draw = body.numero ? await selectDraw(db, game.gamePk, body.numero) : undefined;
    if (!sameRequest(existing, body, draw?.id ?? null) || existing[0]!.gamePk !== game.gamePk) {
      throw new AppError('lottery.request_mismatch');
    }
    const firstDraw = await selectDrawById(db, existing[0]!.drawId);
    const wallet = walletOf(member);
    return {
      bets: existing.map((b) => toBetView(b, firstDraw!, game, 'TY')),
      totalStake: formatAmountMinor(existing.reduce((s, b) => s + b.totalStakeMinor, 0n)),
      balance: formatAmountMinor(await balanceOf(db, wallet.code)),
      replayed: true,
    };
  };
  const replayed = await replay();
  if (replayed) return replayed;
  // Player protection: a break or a loss limit refuses the stake (trial money is not protected).
  if (member.type !== TRIAL_TYPE) {
    const total = planned.reduce((s, b) => s + b.totalStakeMinor, 0n);
    await assertMayStake(db, member.id, total, new Date());
  }

  const wallet = walletOf(member);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      let draw: DrawRow | undefined;
      if (body.numero) {
        draw = await selectDraw(tx, game.gamePk, body.numero, 'share');
      } else {
        const [current] = await selectCurrentDraws(tx, [game.gamePk], now);
        draw = current ? await selectDraw(tx, game.gamePk, current.numero, 'share') : undefined;
      }
      if (!draw) throw new AppError('lottery.draw_not_found');
      if (draw.status === 'cancelled') throw new AppError('lottery.draw_cancelled');
      const onSale = draw.status === 'scheduled' || draw.status === 'open';
      if (!onSale || now.getTime() >= draw.closeAt.getTime())
        throw new AppError('lottery.not_on_sale');
      if (now.getTime() < draw.openAt.getTime()) throw new AppError('lottery.draw_not_open');
      const bets: BetRow[] = [];
      let balance = 0n;
      for (const p of planned) {
        const bet = await insertBet(tx, {
          ...p,
          betNo: newBetNo(now),
          memberId: member.id,
          drawId: draw.id,
          gamePk: game.gamePk,
          isTrial: member.type === TRIAL_TYPE,
          createdAt: now,
        });
        const posted = await postTransfer(tx, {
          debit: wallet.code,
          credit: wallet.isTrial ? wallet.counterparty() : randomStakeAccount(),
          amountMinor: bet.totalStakeMinor,
          kind: 'lottery_bet',
          reference: `lottery:${bet.betNo}`,
          idempotencyKey: `lottery:bet:${bet.id}`,
          memberId: member.id,
          meta: { drawId: draw.id, betNo: bet.betNo },
        });
        balance = posted.debitBalanceAfterMinor;
        bets.push(bet);
      }
      return {
        bets: bets.map((b) => toBetView(b, draw, game, 'TY')),
        totalStake: formatAmountMinor(bets.reduce((s, b) => s + b.totalStakeMinor, 0n)),
        balance: formatAmountMinor(balance),
        replayed: false,
      };
    });
  } catch (err) {
    // The same request arrived twice at once: the other one placed it.
    if (isUniqueViolation(err)) {
      const again = await replay();
      if (again) return again;
    }
    throw err;
  }
}

/** The member's bets, newest first, filtered, with the stake and win totals of the whole filter. */
export async function listLotteryBets(
  db: Db,
  memberId: number,
  query: LotteryBetsQuery,
): Promise<LotteryBetPage> {
  let gamePk: number | undefined;
  if (query.gameId) {
    const game = await selectLotteryGameById(db, query.gameId);
    if (!game) return { ...toPage([], 0, query), totalStake: '0.00', totalWin: '0.00' };
    gamePk = game.gamePk;
  }
  const { from, to } = merchantDayRange(query.startDate, query.endDate);
  const page = await selectBetPage(
    db,
    {
      memberId,
      ...(query.status ? { status: query.status } : {}),
      ...(gamePk ? { gamePk } : {}),
      ...(query.numero ? { numero: query.numero } : {}),
      ...(query.betType ? { betType: query.betType } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    },
    pageWindow(query),
  );
  return {
    ...toPage(
      page.rows.map((r) => toBetView(r.bet, r.draw, r.game, query.language)),
      page.total,
      query,
    ),
    totalStake: formatAmountMinor(page.stake),
    totalWin: formatAmountMinor(page.win),
  };
}
