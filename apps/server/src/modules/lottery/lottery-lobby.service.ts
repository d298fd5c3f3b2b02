import {
  BET_TYPE_RULES,
  elottCommitment,
  elottSheetFromSeed,
  foldSearchText,
  oddsOf,
  SHEET_BET_TYPES,
  LOTTERY_REGIONS,
  lotteryRefreshIn,
  type LotteryBetOption,
  type LotteryDraw,
  type LotteryGame,
  type LotteryGameDetail,
  type LotteryHistoryQuery,
  type LotteryMenus,
  type LotteryMenusQuery,
  type LotterySchedule,
  type LotterySettings,
  type LotteryVerify,
  type Page,
  type PrizeMode,
  type SiteLanguage,
  type VietnameseNumero,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { merchantDayRange } from '../../lib/merchant-day.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { nameIn } from '../game/game.presenter.ts';
import { gameOrThrow, gamesOfPrizeMode } from './lottery-games.service.ts';
import { readLotterySettings } from './lottery-settings.service.ts';
import {
  REGION_GROUP,
  REGION_LABEL,
  timerOf,
  toDrawView,
  toLotteryGame,
} from './lottery.presenter.ts';
import {
  selectCurrentDraws,
  selectDraw,
  selectDrawPage,
  selectLotteryGames,
  selectOpenDraws,
  selectPreviousResults,
  selectRecentLotteryGamePks,
  selectUpcomingDraws,
  type LotteryGameRow,
} from './lottery.repository.ts';
import { localWeekday, parseDrawDays } from './schedule.ts';

// What the lobby and the betting page read (no token): menus, the Vietnamese strip, the weekly
// schedule, history, one draw, the betting page's game and ELOTT verification.

/** The games with their current draw's timer and their last result, in one read of each. */
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

/** spec §7 "Lottery list / menu / recent": the prize mode's games by menu group, and the member's recent ones. */
export async function getLotteryMenus(
  db: Db,
  query: LotteryMenusQuery,
  memberId: number | null,
  now: Date,
  cache?: ReadCache,
): Promise<LotteryMenus> {
  const rows = await gamesOfPrizeMode(db, query.prizeMode, cache);
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
  cache?: ReadCache,
): Promise<VietnameseNumero> {
  const rows = await gamesOfPrizeMode(db, query.prizeMode, cache);
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
      gameName: nameIn(g, query.language),
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
  cache?: ReadCache,
): Promise<LotterySchedule> {
  const rows = await gamesOfPrizeMode(db, query.prizeMode, cache);
  const days = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    games: rows
      .filter((r) => parseDrawDays(r.drawDayOfWeek).includes(dayOfWeek))
      .map((r) => ({
        gameId: r.gameId,
        nodeId: r.nodeId,
        gameCode: r.gameCode,
        gameName: nameIn(r, query.language),
        region: r.region,
        gameGroupId: r.gameGroupId ?? REGION_GROUP[r.region],
        drawTime: r.drawTime,
      })),
  }));
  const zone = rows[0]?.timeZone ?? 'Asia/Ho_Chi_Minh';
  return { today: localWeekday(now, zone), days };
}

/** spec §2 lottery history: drawn results, newest first, by group, game and remark substring. */
export async function getLotteryHistory(
  db: Db,
  query: LotteryHistoryQuery,
  cache?: ReadCache,
): Promise<Page<LotteryDraw>> {
  let rows = query.prizeMode
    ? await gamesOfPrizeMode(db, query.prizeMode, cache)
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

/** One draw of a game by its numero, with its result once drawn. */
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

/** The bet types of a game this site draws, with its sheet's odds and the stake bounds. */
function betOptionsOf(game: LotteryGameRow, settings: LotterySettings): LotteryBetOption[] {
  if (game.drawMode === 'external' || !game.sheet) return [];
  const sheet = game.sheet;
  return SHEET_BET_TYPES[sheet].map((betType) => ({
    betType,
    odds: oddsOf(settings, sheet, betType)!,
    ...BET_TYPE_RULES[betType],
    minStake: settings.minStake,
    maxStake: settings.maxStake,
  }));
}

/** How to check an ELOTT draw by hand, sent with every verification. */
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
