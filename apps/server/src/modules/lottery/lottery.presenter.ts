import {
  formatAmountMinor,
  parseWinningNumber,
  sheetShapeOf,
  playTypeOf,
  type LotteryBet,
  type LotteryDraw,
  type LotteryGame,
  type LotteryRegion,
  type PrizeLevelNumbers,
  type PrizeMode,
  type SiteLanguage,
} from '@app/contracts';
import { nameIn, toGame } from '../game/game.presenter.ts';
import type { BetRow, DrawRow, LotteryGameRow } from './lottery.repository.ts';

// How the lottery's rows read as answers: games with their timers, draws, bets.

/** Menu groups (game_group_id of the demo catalogue) and their labels. */
export const REGION_GROUP: Record<LotteryRegion, number> = {
  north: 1,
  central: 2,
  south: 3,
  fast: 4,
  sea: 5,
};
export const REGION_LABEL: Record<LotteryRegion, { TY: string; EN: string }> = {
  north: { TY: 'Miền Bắc', EN: 'North' },
  central: { TY: 'Miền Trung', EN: 'Central' },
  south: { TY: 'Miền Nam', EN: 'South' },
  fast: { TY: 'Xổ số nhanh', EN: 'Fast draws' },
  sea: { TY: 'Đông Nam Á', EN: 'South-East Asia' },
};

/** A game's own prize mode, by its vendor (spec §4: TCG_LOTTO_VN Lott, TCG_SEA SEA). */
function prizeModeOf(vassalage: string): PrizeMode {
  if (vassalage === 'ELOTT') return 'Elott';
  if (vassalage === 'TCG_SEA') return 'SEA';
  return 'Lott';
}

function levelsOf(wire: string | null): PrizeLevelNumbers[] {
  if (!wire) return [];
  const shape = sheetShapeOf(wire);
  const parsed = shape ? parseWinningNumber(wire, shape) : null;
  return parsed?.ok ? parsed.levels : [];
}

/** spec §3 "Timer props" of a draw at `now` (docs/decisions/0017-lottery-draw-engine.md). */
export function timerOf(draw: DrawRow | undefined, now: Date, lockSeconds: number) {
  if (!draw) {
    return {
      isSale: false,
      remainTime: 0,
      lockTime: lockSeconds * 1000,
      lotteryTime: [0, 0] as [number, number],
    };
  }
  const drawAt = draw.drawAt.getTime();
  const closeAt = draw.closeAt.getTime();
  const lockTime = drawAt - closeAt;
  return {
    isSale:
      (draw.status === 'scheduled' || draw.status === 'open') &&
      draw.openAt.getTime() <= now.getTime() &&
      now.getTime() < closeAt,
    remainTime: Math.max(0, drawAt - now.getTime()),
    lockTime,
    // Half the span is lockTime, so the site's countdown (remain − span / 2) reaches 0 at sale close.
    lotteryTime: [closeAt, drawAt + lockTime] as [number, number],
  };
}

/**
 * A lottery game as the site reads it (spec §3 "Lottery game"): the game's answer (the game
 * module's presenter) with its prize mode, draw settings, current draw's timer props and last result.
 */
export function toLotteryGame(
  row: LotteryGameRow,
  current: DrawRow | undefined,
  previous: { numero: string; drawAt: Date; winningNumber: string | null } | undefined,
  now: Date,
  language: SiteLanguage,
): LotteryGame {
  const timer = timerOf(current, now, row.lockSeconds);
  return {
    ...toGame(row, language, row.gameType === 'ELOTT' ? 'ELOTT' : 'LOTT'),
    prizeMode: prizeModeOf(row.vassalage),
    playType: playTypeOf(row.lottoMode),
    region: row.region,
    gameMenuTag: row.region,
    sheet: row.drawMode === 'external' ? null : row.sheet,
    drawTime: row.drawTime,
    timeZone: row.timeZone,
    intervalSeconds: row.intervalSeconds,
    numero: current?.numero ?? null,
    ...timer,
    openAt: current ? current.openAt.toISOString() : null,
    closeAt: current ? current.closeAt.toISOString() : null,
    drawAt: current ? current.drawAt.toISOString() : null,
    commitment: current?.commitment ?? null,
    previousNumero: previous?.numero ?? null,
    previousWinningNumber: previous?.winningNumber ?? null,
    previousWinningTime: previous ? previous.drawAt.toISOString() : null,
    previousLevels: levelsOf(previous?.winningNumber ?? null),
  };
}

/** A draw as the site reads it; the seed only once it can no longer help a bettor. */
export function toDrawView(
  row: DrawRow,
  game: LotteryGameRow,
  language: SiteLanguage,
): LotteryDraw {
  // The seed stays secret until the draw has a result (or was cancelled).
  const revealed = row.winningNumber !== null || row.status === 'cancelled';
  return {
    drawId: row.id,
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: nameIn(game, language),
    remark: game.remark,
    region: game.region,
    gameGroupId: game.gameGroupId ?? REGION_GROUP[game.region],
    sheet: game.drawMode === 'external' ? null : game.sheet,
    numero: row.numero,
    status: row.status,
    openAt: row.openAt.toISOString(),
    closeAt: row.closeAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    drawnAt: row.drawnAt ? row.drawnAt.toISOString() : null,
    winningNumber: row.winningNumber,
    levels: levelsOf(row.winningNumber),
    resultSource: row.resultSource,
    commitment: row.commitment,
    seed: revealed ? row.seed : null,
  };
}

/** A bet as the member reads it, with its draw's result once drawn. */
export function toBetView(
  bet: BetRow,
  draw: Pick<DrawRow, 'numero' | 'winningNumber'>,
  game: { gameId: string; nodeId: string; gameName: string; names: { en: string; vi: string } },
  language: SiteLanguage,
): LotteryBet {
  return {
    betNo: bet.betNo,
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameName: nameIn(game, language),
    numero: draw.numero,
    betType: bet.betType,
    numbers: bet.numbers.split(','),
    stake: formatAmountMinor(bet.stakeMinor),
    totalStake: formatAmountMinor(bet.totalStakeMinor),
    odds: formatOdds(bet.oddsMilli),
    status: bet.status,
    hits: bet.hits,
    winAmount: formatAmountMinor(bet.winMinor),
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt ? bet.settledAt.toISOString() : null,
    winningNumber: draw.winningNumber,
  };
}

/** 3450n → "3.45", 80000n → "80". */
function formatOdds(milli: bigint): string {
  const whole = milli / 1000n;
  const fraction = (milli % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
