import { randomBytes } from 'node:crypto';
import {
  BET_TYPE_RULES,
  betUnits,
  checkBetNumbers,
  DEFAULT_LOTTERY_SETTINGS,
  elottCommitment,
  elottSheetFromSeed,
  foldSearchText,
  formatAmountMinor,
  formatWinningNumber,
  LOTTERY_BET_TYPES,
  LOTTERY_REGIONS,
  LotterySettingsSchema,
  lotteryRefreshIn,
  parseAmountMinor,
  parseOddsMilli,
  parseWinningNumber,
  playTypeOf,
  PRIZE_MODE_VENDORS,
  TRIAL_TYPE,
  type LotteryBet,
  type LotteryBetOption,
  type LotteryBetPage,
  type LotteryBetsQuery,
  type LotteryDraw,
  type LotteryGame,
  type LotteryGameDetail,
  type LotteryHistoryQuery,
  type LotteryMenus,
  type LotteryMenusQuery,
  type LotteryRegion,
  type LotteryResultBody,
  type LotterySchedule,
  type LotterySettings,
  type LotterySettingsPatch,
  type LotterySettleResult,
  type LotteryVerify,
  type Page,
  type PlaceLotteryBetsBody,
  type PlaceLotteryBetsResult,
  type PrizeLevelNumbers,
  type PrizeMode,
  type SiteLanguage,
  type VietnameseNumero,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import type { DrawStatus } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { selectSetting } from '../game/game.repository.ts';
import { writeSetting } from '../system/system.repository.ts';
import { balanceOf, postTransfer, walletOf } from '../ledger/ledger.service.ts';
import { merchantDayCompact, merchantDayRange } from '../../lib/merchant-day.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { randomStakeAccount, scheduleOf, type LotteryEngine } from './draw-engine.ts';
import {
  cancelDrawRow,
  insertBet,
  insertDraws,
  selectBetPage,
  selectBetsOfRequest,
  selectCurrentDraws,
  selectDraw,
  selectDrawById,
  selectDrawPage,
  selectLotteryGameById,
  selectLotteryGames,
  selectOpenDraws,
  selectPreviousResults,
  selectRecentLotteryGamePks,
  selectUpcomingDraws,
  storeResult,
  type BetRow,
  type DrawRow,
  type LotteryGameRow,
} from './lottery.repository.ts';
import { localWeekday, parseDrawDays, traditionalDrawOfNumero } from './schedule.ts';

// ---- settings (odds and stake bounds; merchant settings key `lottery`)

const SETTINGS_KEY = 'lottery';

export async function readLotterySettings(db: Db): Promise<LotterySettings> {
  const parsed = LotterySettingsSchema.safeParse(await selectSetting(db, SETTINGS_KEY));
  return parsed.success ? parsed.data : DEFAULT_LOTTERY_SETTINGS;
}

/** Changes some odds or stake bounds; bets already placed keep the odds they were placed at. */
export async function patchLotterySettings(
  db: Db,
  patch: LotterySettingsPatch,
): Promise<LotterySettings> {
  const current = await readLotterySettings(db);
  const next: LotterySettings = {
    odds: {
      north: { ...current.odds.north, ...patch.odds?.north },
      south: { ...current.odds.south, ...patch.odds?.south },
    },
    minStake: patch.minStake
      ? formatAmountMinor(parseAmountMinor(patch.minStake)!)
      : current.minStake,
    maxStake: patch.maxStake
      ? formatAmountMinor(parseAmountMinor(patch.maxStake)!)
      : current.maxStake,
  };
  if (parseAmountMinor(next.minStake)! > parseAmountMinor(next.maxStake)!) {
    throw new AppError('request.invalid', {
      message: 'The minimum stake is above the maximum',
      value: { field: 'minStake' },
    });
  }
  await writeSetting(db, SETTINGS_KEY, LotterySettingsSchema.parse(next));
  return next;
}

// ---- games and timers

/** Menu groups (game_group_id of the demo catalogue) and their labels. */
const REGION_GROUP: Record<LotteryRegion, number> = {
  north: 1,
  central: 2,
  south: 3,
  fast: 4,
  sea: 5,
};
const REGION_LABEL: Record<LotteryRegion, { TY: string; EN: string }> = {
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

function nameOf(
  row: { gameName: string; names: { en: string; vi: string } },
  language: SiteLanguage,
) {
  return (language === 'EN' ? row.names.en : row.names.vi) || row.gameName;
}

function levelsOf(wire: string | null): PrizeLevelNumbers[] {
  if (!wire) return [];
  const parsed = parseWinningNumber(wire, wire.split('~').length === 8 ? 'north' : 'south');
  return parsed.ok ? parsed.levels : [];
}

/** spec §3 "Timer props" of a draw at `now` (docs/decisions/2026-11-21-lottery-draw-engine.md). */
function timerOf(draw: DrawRow | undefined, now: Date, lockSeconds: number) {
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

function toLotteryGame(
  row: LotteryGameRow,
  current: DrawRow | undefined,
  previous: { numero: string; drawAt: Date; winningNumber: string | null } | undefined,
  now: Date,
  language: SiteLanguage,
): LotteryGame {
  const name = nameOf(row, language);
  const timer = timerOf(current, now, row.lockSeconds);
  return {
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    code: row.gameCode,
    gameId: row.gameId,
    gameType: row.gameType === 'ELOTT' ? 'ELOTT' : 'LOTT',
    vassalage: row.vassalage,
    vendorCode: row.vendorCode,
    roomId: row.roomId,
    nodeName: row.nodeName,
    gameGroupId: row.gameGroupId,
    lottoMode: row.lottoMode,
    gameName: name,
    displayName: name,
    remark: row.remark,
    showIcon: row.iconUrl !== null,
    iconUrl: row.iconUrl,
    mobileIconUrl: row.iconUrl,
    mobileLargeIcon: row.iconUrl,
    mobileSmallIcon: row.iconUrl,
    isHot: row.isHot,
    isNew: row.isNew,
    isTop: row.isTop,
    isGameH5: row.isGameH5,
    supportPlay: row.supportPlay,
    gameClassify: row.gameClassify,
    gameClassifyNew: row.gameClassifyNew,
    minBet: row.minBetMinor === null ? null : formatAmountMinor(BigInt(row.minBetMinor)),
    minLine: row.minLine,
    drawDayOfWeek: row.drawDayOfWeek,
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

async function lotteryGamesView(
  db: Db,
  rows: LotteryGameRow[],
  now: Date,
  language: SiteLanguage,
): Promise<LotteryGame[]> {
  const pks = rows.map((r) => r.gamePk);
  const [current, previous] = await Promise.all([
    selectCurrentDraws(db, pks, now),
    selectPreviousResults(db, pks),
  ]);
  const currentOf = new Map(current.map((d) => [d.gamePk, d]));
  const previousOf = new Map(previous.map((d) => [d.gamePk, d]));
  return rows.map((r) =>
    toLotteryGame(r, currentOf.get(r.gamePk), previousOf.get(r.gamePk), now, language),
  );
}

function gamesOfPrizeMode(db: Db, prizeMode: PrizeMode) {
  return selectLotteryGames(db, PRIZE_MODE_VENDORS[prizeMode]);
}

/** spec §7 "Lottery list / menu / recent": the prize mode's games by menu group, and the member's recent ones. */
export async function getLotteryMenus(
  db: Db,
  query: LotteryMenusQuery,
  memberId: number | null,
  now: Date,
): Promise<LotteryMenus> {
  const rows = await gamesOfPrizeMode(db, query.prizeMode);
  const list = await lotteryGamesView(db, rows, now, query.language);
  const menus = LOTTERY_REGIONS.map((region) => ({
    tag: region,
    labelName: REGION_LABEL[region][query.language],
    gameGroupId: REGION_GROUP[region],
    gameMenus: list.filter((g) => g.region === region),
  })).filter((m) => m.gameMenus.length > 0);
  let recent: LotteryGame[] = [];
  if (memberId !== null && query.recentCount > 0) {
    const pks = await selectRecentLotteryGamePks(db, memberId, query.recentCount);
    const byPk = new Map(rows.map((r, i) => [r.gamePk, list[i]!]));
    recent = pks.map((pk) => byPk.get(pk)).filter((g): g is LotteryGame => g !== undefined);
  }
  return { menus, recent, refreshIn: lotteryRefreshIn(list), serverTime: now.getTime() };
}

/** spec §7 "Vietnamese numero": the next draws (provincial; fast draws for the Elott mode). */
export async function getVietnameseNumero(
  db: Db,
  query: { count: number; prizeMode: PrizeMode; language: SiteLanguage },
  now: Date,
): Promise<VietnameseNumero> {
  const rows = await gamesOfPrizeMode(db, query.prizeMode);
  const traditional = rows.filter((r) => r.drawMode === 'traditional');
  const chosen =
    traditional.length > 0 ? traditional : rows.filter((r) => r.drawMode === 'entertainment');
  const byPk = new Map(chosen.map((r) => [r.gamePk, r]));
  const draws = await selectUpcomingDraws(db, [...byPk.keys()], now, query.count);
  const list = draws.map((d) => {
    const g = byPk.get(d.gamePk)!;
    const timer = timerOf(d, now, g.lockSeconds);
    return {
      gameId: g.gameId,
      nodeId: g.nodeId,
      gameCode: g.gameCode,
      gameName: nameOf(g, query.language),
      region: g.region,
      gameGroupId: g.gameGroupId ?? REGION_GROUP[g.region],
      numero: d.numero,
      ...timer,
      closeAt: d.closeAt.toISOString(),
      drawAt: d.drawAt.toISOString(),
    };
  });
  return { list, refreshIn: lotteryRefreshIn(list), serverTime: now.getTime() };
}

/** spec §2 weekly schedule: the prize mode's games by draw weekday. */
export async function getLotterySchedule(
  db: Db,
  query: { prizeMode: PrizeMode; language: SiteLanguage },
  now: Date,
): Promise<LotterySchedule> {
  const rows = await gamesOfPrizeMode(db, query.prizeMode);
  const days = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    games: rows
      .filter((r) => parseDrawDays(r.drawDayOfWeek).includes(dayOfWeek))
      .map((r) => ({
        gameId: r.gameId,
        nodeId: r.nodeId,
        gameCode: r.gameCode,
        gameName: nameOf(r, query.language),
        region: r.region,
        gameGroupId: r.gameGroupId ?? REGION_GROUP[r.region],
        drawTime: r.drawTime,
      })),
  }));
  const zone = rows[0]?.timeZone ?? 'Asia/Ho_Chi_Minh';
  return { today: localWeekday(now, zone), days };
}

// ---- draws

function toDrawView(row: DrawRow, game: LotteryGameRow, language: SiteLanguage): LotteryDraw {
  // The seed stays secret until the draw has a result (or was cancelled).
  const revealed = row.winningNumber !== null || row.status === 'cancelled';
  return {
    drawId: row.id,
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: nameOf(game, language),
    remark: game.remark,
    region: game.region,
    gameGroupId: game.gameGroupId ?? REGION_GROUP[game.region],
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

async function gameOrThrow(db: Db, gameId: string): Promise<LotteryGameRow> {
  const game = await selectLotteryGameById(db, gameId);
  if (!game) throw new AppError('lottery.game_not_found');
  return game;
}

/** spec §2 lottery history: drawn results, newest first, by group, game and remark substring. */
export async function getLotteryHistory(
  db: Db,
  query: LotteryHistoryQuery,
): Promise<Page<LotteryDraw>> {
  let rows = query.prizeMode
    ? await gamesOfPrizeMode(db, query.prizeMode)
    : await selectLotteryGames(db);
  if (query.gameGroupId !== undefined)
    rows = rows.filter((r) => r.gameGroupId === query.gameGroupId);
  if (query.gameId) rows = rows.filter((r) => r.gameId === query.gameId);
  if (query.remark) {
    const needle = foldSearchText(query.remark);
    rows = rows.filter((r) => foldSearchText(r.remark ?? '').includes(needle));
  }
  const byPk = new Map(rows.map((r) => [r.gamePk, r]));
  const { from, to } = merchantDayRange(query.startDate, query.endDate);
  const page = await selectDrawPage(
    db,
    { gamePks: [...byPk.keys()], drawn: true, ...(from ? { from } : {}), ...(to ? { to } : {}) },
    pageWindow(query),
    'newest',
  );
  return toPage(
    page.rows.map((d) => toDrawView(d, byPk.get(d.gamePk)!, query.language)),
    page.total,
    query,
  );
}

export async function getLotteryDraw(
  db: Db,
  query: { gameId: string; numero: string; language: SiteLanguage },
): Promise<LotteryDraw> {
  const game = await gameOrThrow(db, query.gameId);
  const draw = await selectDraw(db, game.gamePk, query.numero);
  if (!draw) throw new AppError('lottery.draw_not_found');
  return toDrawView(draw, game, query.language);
}

/** The betting page: the game with its timer, the draws on sale and the bet types with odds. */
export async function getLotteryGameDetail(
  db: Db,
  query: { gameId: string; language: SiteLanguage },
  now: Date,
): Promise<LotteryGameDetail> {
  const game = await gameOrThrow(db, query.gameId);
  const [[view], open, settings] = await Promise.all([
    lotteryGamesView(db, [game], now, query.language),
    selectOpenDraws(db, game.gamePk, now, 7),
    readLotterySettings(db),
  ]);
  return {
    game: view!,
    openDraws: open.map((d) => toDrawView(d, game, query.language)),
    betOptions: betOptionsOf(game, settings),
    serverTime: now.getTime(),
  };
}

function betOptionsOf(game: LotteryGameRow, settings: LotterySettings): LotteryBetOption[] {
  if (game.drawMode === 'external' || !game.sheet) return [];
  const odds = settings.odds[game.sheet];
  return LOTTERY_BET_TYPES.map((betType) => ({
    betType,
    odds: odds[betType],
    ...BET_TYPE_RULES[betType],
    minStake: settings.minStake,
    maxStake: settings.maxStake,
  }));
}

export const VERIFY_ALGORITHM =
  'commitment = SHA-256(seed bytes); digits from SHA-256(seed ‖ "|gameCode|numero|" ‖ counter as 8 hex digits), ' +
  'counter 0, 1, …; bytes ≥ 250 skipped, digit = byte mod 10; numbers filled level by level from GB ' +
  '(elottSheetFromSeed in @app/contracts).';

/** ELOTT verification: the seed hashes to the commitment and recomputes the stored sheet. */
export async function verifyLotteryDraw(
  db: Db,
  query: { gameId: string; numero: string; language: SiteLanguage },
): Promise<LotteryVerify> {
  const game = await gameOrThrow(db, query.gameId);
  if (game.drawMode !== 'entertainment' || !game.sheet)
    throw new AppError('lottery.not_entertainment');
  const row = await selectDraw(db, game.gamePk, query.numero);
  if (!row) throw new AppError('lottery.draw_not_found');
  const draw = toDrawView(row, game, query.language);
  let commitmentMatches = false;
  let resultMatches = false;
  if (draw.seed && draw.commitment) {
    commitmentMatches = (await elottCommitment(draw.seed)) === draw.commitment;
    if (draw.winningNumber) {
      const recomputed = await elottSheetFromSeed(
        draw.seed,
        game.gameCode,
        draw.numero,
        game.sheet,
      );
      resultMatches = recomputed === draw.winningNumber;
    }
  }
  return { draw, commitmentMatches, resultMatches, algorithm: VERIFY_ALGORITHM };
}

// ---- bets

function newBetNo(now: Date): string {
  return `L${merchantDayCompact(now)}${randomBytes(5).toString('hex').toUpperCase()}`;
}

function toBetView(
  bet: BetRow,
  draw: Pick<DrawRow, 'numero' | 'winningNumber'>,
  game: { gameId: string; nodeId: string; gameName: string; names: { en: string; vi: string } },
  language: SiteLanguage,
): LotteryBet {
  return {
    betNo: bet.betNo,
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameName: nameOf(game, language),
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
  const planned = body.bets.map((b, index) => {
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
      oddsMilli: parseOddsMilli(settings.odds[game.sheet!][b.betType]),
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

// ---- operator: results, cancellation, draws

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
    pageNo: number;
    pageSize: number;
  },
  now: Date,
): Promise<Page<LotteryDraw>> {
  let rows = await selectLotteryGames(db);
  if (query.gameId) rows = rows.filter((r) => r.gameId === query.gameId);
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
