import {
  BET_TYPE_RULES,
  DEFAULT_LOTTERY_SETTINGS,
  formatAmountMinor,
  getLotteryGameEndpoint,
  LOTTERY_BET_TYPES,
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
    betOptions: LOTTERY_BET_TYPES.map((betType) => ({
      betType,
      odds: DEFAULT_LOTTERY_SETTINGS.odds.north[betType],
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
      odds: DEFAULT_LOTTERY_SETTINGS.odds.north[input.betType],
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
