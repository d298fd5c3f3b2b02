import {
  BET_TYPE_RULES,
  DEFAULT_LOTTERY_SETTINGS,
  formatAmountMinor,
  getLotteryGameEndpoint,
  DEFAULT_SEA_ODDS,
  FOUR_D_BET_TYPES,
  oddsOf,
  parseWinningNumber,
  VIETNAMESE_BET_TYPES,
  LotteryBetPageSchema,
  LotteryBetSchema,
  LotteryDrawSchema,
  LotteryGameDetailSchema,
  LotteryHistoryPageSchema,
  parseAmountMinor,
  PlaceLotteryBetsResultSchema,
  WalletValueSchema,
  type LotteryBet,
  type LotteryBetPage,
  type LotteryDraw,
  type LotteryGame,
  type LotteryGameDetail,
  type Page,
  type PlaceLotteryBetsResult,
  type WalletValue,
} from '@app/contracts';

/** Test doubles of the lottery answers, parsed through the contract schemas so they cannot drift. */

const example = getLotteryGameEndpoint.examples.response;

/** A draw on sale of the example game (the Northern lottery), by its numero. */
export function buildOpenDraw(overrides: Partial<LotteryDraw> = {}): LotteryDraw {
  return LotteryDrawSchema.parse({ ...example.openDraws[0], ...overrides });
}

/**
 * The betting page's answer for the Northern lottery (XSMB, gameId 101): the current draw on sale,
 * every bet type with the default northern odds, stakes from 1,000 to 10,000,000 per number.
 */
export function buildLotteryGameDetail(
  overrides: { game?: Partial<LotteryGame>; openDraws?: LotteryDraw[] } = {},
): LotteryGameDetail {
  return LotteryGameDetailSchema.parse({
    game: { ...example.game, ...overrides.game },
    openDraws: overrides.openDraws ?? [buildOpenDraw()],
    betOptions: VIETNAMESE_BET_TYPES.map((betType) => ({
      betType,
      odds: DEFAULT_LOTTERY_SETTINGS.odds.north[betType],
      ...BET_TYPE_RULES[betType],
      minStake: '1000.00',
      maxStake: '10000000.00',
    })),
    serverTime: example.serverTime,
  });
}

/** A 4D sheet: 1st~2nd~3rd~10 starters~10 consolations (docs/decisions/2026-11-24-sea-lotteries.md). */
export const FOUR_D_SHEET =
  '1234~5678~9012~1000,2000,3000,4000,5000,6000,7000,8000,9000,0000~1111,2222,3333,4444,5555,6666,7777,8888,9999,0123';

/**
 * The betting page's answer for Malaysia 4D (TCG_SEA, gameId 1203, prize mode SEA): the 4D sheet's
 * bet types with their default odds, and the last result.
 */
export function buildSeaGameDetail(): LotteryGameDetail {
  const parsed = parseWinningNumber(FOUR_D_SHEET, '4d');
  if (!parsed.ok) throw new Error(parsed.problem);
  return LotteryGameDetailSchema.parse({
    game: {
      ...example.game,
      gameId: '1203',
      gameCode: 'MY_4D',
      gameName: 'Xổ số 4D Malaysia',
      vendorCode: 'TCG_SEA',
      vassalage: 'TCG_SEA',
      prizeMode: 'SEA',
      region: 'sea',
      gameMenuTag: 'sea',
      gameGroupId: 5,
      sheet: '4d',
      timeZone: 'Asia/Kuala_Lumpur',
      drawTime: '19:00',
      previousWinningNumber: FOUR_D_SHEET,
      previousLevels: parsed.levels,
    },
    openDraws: [buildOpenDraw({ gameId: '1203', gameCode: 'MY_4D', region: 'sea', sheet: '4d' })],
    betOptions: FOUR_D_BET_TYPES.map((betType) => ({
      betType,
      odds: DEFAULT_SEA_ODDS['4d'][betType],
      ...BET_TYPE_RULES[betType],
      minStake: '1000.00',
      maxStake: '10000000.00',
    })),
    serverTime: example.serverTime,
  });
}

/** What placing a slip answers: one pending bet per number, the total and the wallet after it. */
export function buildPlacedBets(input: {
  numero: string;
  betType: LotteryBet['betType'];
  numbers: string[];
  stake: string;
  balance: string;
}): PlaceLotteryBetsResult {
  const bets = input.numbers.map((n, i) =>
    LotteryBetSchema.parse({
      betNo: `L20261124TEST${i}`,
      gameId: '101',
      nodeId: 'LOTT-101',
      gameName: 'Xổ số Miền Bắc',
      numero: input.numero,
      betType: input.betType,
      numbers: [n],
      stake: input.stake,
      totalStake: input.stake,
      odds: oddsOf(DEFAULT_LOTTERY_SETTINGS, 'north', input.betType) ?? '1',
      status: 'pending',
      hits: null,
      winAmount: '0.00',
      createdAt: '2026-11-24T08:00:00.000Z',
      settledAt: null,
      winningNumber: null,
    }),
  );
  const total = formatAmountMinor(parseAmountMinor(input.stake)! * BigInt(bets.length));
  return PlaceLotteryBetsResultSchema.parse({
    bets,
    totalStake: total,
    balance: input.balance,
    replayed: false,
  });
}

export function buildBetPage(list: LotteryBet[] = []): LotteryBetPage {
  return LotteryBetPageSchema.parse({
    list,
    pageNum: 1,
    pageSize: 25,
    total: list.length,
    totalPages: list.length > 0 ? 1 : 0,
    totalStake: '0.00',
    totalWin: '0.00',
  });
}

export function buildHistoryPage(list: LotteryDraw[] = []): Page<LotteryDraw> {
  return LotteryHistoryPageSchema.parse({
    list,
    pageNum: 1,
    pageSize: 20,
    total: list.length,
    totalPages: list.length > 0 ? 1 : 0,
  });
}

/** The member's wallet (the slip checks its total against sumBalance). */
export function buildLotteryWallet(sumBalance: string): WalletValue {
  return WalletValueSchema.parse({
    sumBalance,
    currencySymbol: '₫',
    currency: 'VND',
    wallets: [{ code: 'MAIN', balance: sumBalance }],
    pendingWithdrawal: '0.00',
    isTrial: false,
  });
}
