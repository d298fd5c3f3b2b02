import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { DEFAULT_LOTTERY_SETTINGS } from '../lottery-rules.ts';
import {
  AdminLotteryDrawPageSchema,
  AdminLotteryDrawsQuerySchema,
  LotteryBetPageSchema,
  LotteryBetsQuerySchema,
  LotteryCancelBodySchema,
  LotteryDrawQuerySchema,
  LotteryDrawSchema,
  LotteryGameDetailSchema,
  LotteryGameQuerySchema,
  LotteryHistoryPageSchema,
  LotteryHistoryQuerySchema,
  LotteryMenusQuerySchema,
  LotteryMenusSchema,
  LotteryResultBodySchema,
  LotteryScheduleQuerySchema,
  LotteryScheduleSchema,
  LotterySettingsPatchSchema,
  LotterySettingsSchema,
  LotterySettleResultSchema,
  LotteryVerifySchema,
  PlaceLotteryBetsBodySchema,
  PlaceLotteryBetsResultSchema,
  VietnameseNumeroQuerySchema,
  VietnameseNumeroSchema,
  type LotteryBet,
  type LotteryDraw,
} from '../lottery.ts';
import { lotteryDrawExample, lotteryGameExample, openLotteryDrawExample } from './examples.ts';

// The lottery (spec §2 lottery lobby, §3 "Lottery game", "Timer props", §4 "Countdown", §7): menus,
// the Vietnamese strip, the weekly schedule, history, draws and ELOTT verification (no token); bets
// (member); results, cancellation, odds and the scheduler (operator). Draw engine:
// docs/decisions/2026-11-21-lottery-draw-engine.md; countdowns: docs/decisions/2026-11-21-lottery-countdown.md.

const count = z.int();
/** What one pass of the draw scheduler did. */
export const LotteryTickSchema = z.object({
  /** Draws created ahead of time. */
  created: count,
  /** Draws that opened for sale. */
  opened: count,
  /** Draws whose sale closed. */
  locked: count,
  /** Draws the house drew (ELOTT from its committed seed). */
  drawn: count,
  /** Bets settled, and draws whose every bet is settled. */
  settledBets: count,
  settledDraws: count,
});
export type LotteryTick = z.infer<typeof LotteryTickSchema>;

const LANGUAGE = 'Language of the game names: TY Vietnamese (default), EN English.';
const PRIZE_MODE =
  'The prize mode whose games are listed (spec §3): Lott (default) the Vietnamese lottery, ZY the house’s own, Elott the fast draws, SEA the South-East Asian lotteries.';
const DEVICE = 'The caller’s device, MOBILE (default) or WEB; the answer is the same.';
const DAY = 'YYYY-MM-DD in the draw time zone (Vietnam).';

/** A fast (ELOTT) draw drawn from its committed seed and settled. */
const elottDraw: LotteryDraw = {
  drawId: 106,
  gameId: '401',
  nodeId: 'ELOTT-401',
  gameCode: 'LD1',
  gameName: 'Lô đề 1 phút',
  remark: 'Lô đề 1 phút · quay mỗi 1 phút',
  region: 'fast',
  gameGroupId: 4,
  sheet: 'north',
  numero: '20261124-0866',
  status: 'settled',
  openAt: '2026-11-24T07:25:00.000Z',
  closeAt: '2026-11-24T07:25:50.000Z',
  drawAt: '2026-11-24T07:26:00.000Z',
  drawnAt: '2026-11-24T07:26:00.000Z',
  winningNumber:
    '67080~74126~54507,39598~75423,26873,36496,26321,72098,12611~6007,0425,5221,1366~8577,6248,5240,6575,7491,7715~355,219,207~94,10,36,36',
  levels: [
    { level: 'GB', numbers: ['67080'] },
    { level: 'G1', numbers: ['74126'] },
    { level: 'G2', numbers: ['54507', '39598'] },
    { level: 'G3', numbers: ['75423', '26873', '36496', '26321', '72098', '12611'] },
    { level: 'G4', numbers: ['6007', '0425', '5221', '1366'] },
    { level: 'G5', numbers: ['8577', '6248', '5240', '6575', '7491', '7715'] },
    { level: 'G6', numbers: ['355', '219', '207'] },
    { level: 'G7', numbers: ['94', '10', '36', '36'] },
  ],
  resultSource: 'rng',
  commitment: '8db7a3f6694c9aeb6148e6e17e02f555319c9d5b6060d6a64047be42803546d5',
  seed: 'f9ae35d2162742ffb18ab9b4c6306ba313a5984f503fb893b88cf7e0c53fdc18',
};

/** A đề slip on today's Northern draw: two numbers at 10,000 each. */
const pendingBet: LotteryBet = {
  betNo: 'L20261124B1F6B296DC',
  gameId: '101',
  nodeId: 'LOTT-101',
  gameName: 'Xổ số Miền Bắc',
  numero: '20261124',
  betType: 'DE',
  numbers: ['27', '72'],
  stake: '10000.00',
  totalStake: '20000.00',
  odds: '80',
  status: 'pending',
  hits: null,
  winAmount: '0.00',
  createdAt: '2026-11-24T08:00:00.000Z',
  settledAt: null,
  winningNumber: null,
};

export const getLotteryMenusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/lottery/menus',
  auth: 'public',
  module: 'GAMELO3',
  query: LotteryMenusQuerySchema,
  response: LotteryMenusSchema,
  errors: [],
  tag: 'lottery',
  summary:
    'Lottery list / menu / recent (spec §7): the prize mode’s games by menu group with their timers; a member also gets their recent lottery games',
  description:
    'spec §7 "Lottery list / menu / recent": the prize mode’s games by menu group (North, Central, South, fast, SEA), each with its timer props (spec §3): remainTime, lockTime and lotteryTime, so that the countdown is remainTime − half the lotteryTime span (spec §4). refreshIn is when to ask again: the smallest remainTime of the games on sale, capped at 30 s, 7 s when none. No token needed; a bearer token, when sent, adds the member’s recent lottery games. Never cached: the timers change every second.',
  docs: {
    query: {
      prizeMode: PRIZE_MODE,
      device: DEVICE,
      recentCount: 'How many recent games a member gets, 0 to 100 (default 100).',
      language: LANGUAGE,
    },
  },
  examples: {
    query: { prizeMode: 'Lott', device: 'MOBILE', recentCount: '100', language: 'TY' },
    response: {
      menus: [
        { tag: 'north', labelName: 'Miền Bắc', gameGroupId: 1, gameMenus: [lotteryGameExample] },
      ],
      recent: [lotteryGameExample],
      refreshIn: 30_000,
      serverTime: 1_795_507_200_000,
    },
  },
});

export const getVietnameseNumeroEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/lottery/numero',
  auth: 'public',
  module: 'GAMELO3',
  query: VietnameseNumeroQuerySchema,
  response: VietnameseNumeroSchema,
  errors: [],
  tag: 'lottery',
  summary: 'Vietnamese numero (spec §7): the next draws with numero and remainTime',
  description:
    'spec §7 "Vietnamese numero": the Vietnamese draws not yet closed, soonest first, each with its numero and timer props (spec §3), for the strip above the lobby. refreshIn follows the menu rule (spec §4). No token. Never cached.',
  docs: {
    query: {
      device: DEVICE,
      count: 'How many draws, 1 to 100 (default 20).',
      prizeMode: PRIZE_MODE,
      language: LANGUAGE,
    },
  },
  examples: {
    query: { device: 'MOBILE', count: '20', prizeMode: 'Lott', language: 'TY' },
    response: {
      list: [
        {
          gameId: '304',
          nodeId: 'LOTT-304',
          gameCode: 'XSBTR',
          gameName: 'Xổ số Bến Tre',
          region: 'south',
          gameGroupId: 3,
          numero: '20261124',
          isSale: true,
          remainTime: 4_500_000,
          lockTime: 300_000,
          lotteryTime: [1_795_511_400_000, 1_795_512_000_000],
          closeAt: '2026-11-24T09:10:00.000Z',
          drawAt: '2026-11-24T09:15:00.000Z',
        },
      ],
      refreshIn: 30_000,
      serverTime: 1_795_507_200_000,
    },
  },
});

export const getLotteryScheduleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/lottery/schedule',
  auth: 'public',
  module: 'GAMELO3',
  query: LotteryScheduleQuerySchema,
  response: LotteryScheduleSchema,
  errors: [],
  tag: 'lottery',
  summary: 'The weekly schedule: games by draw weekday (1 = Sunday … 7 = Saturday) and today',
  description:
    'The weekly schedule (spec §2): the prize mode’s games grouped by draw weekday (1 = Sunday … 7 = Saturday, spec §3 drawDayOfWeek) with their draw times, and today’s weekday in the draw time zone for the highlighted column. No token. Cached publicly for 60 seconds.',
  docs: { query: { prizeMode: PRIZE_MODE, language: LANGUAGE } },
  examples: {
    query: { prizeMode: 'Lott', language: 'TY' },
    response: {
      today: 3,
      days: [
        {
          dayOfWeek: 3,
          games: [
            {
              gameId: '101',
              nodeId: 'LOTT-101',
              gameCode: 'XSMB',
              gameName: 'Xổ số Miền Bắc',
              region: 'north',
              gameGroupId: 1,
              drawTime: '18:15',
            },
            {
              gameId: '203',
              nodeId: 'LOTT-203',
              gameCode: 'XSDLK',
              gameName: 'Xổ số Đắk Lắk',
              region: 'central',
              gameGroupId: 2,
              drawTime: '17:15',
            },
          ],
        },
      ],
    },
  },
});

export const listLotteryHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/lottery/history',
  auth: 'public',
  module: 'GAMELO3',
  query: LotteryHistoryQuerySchema,
  response: LotteryHistoryPageSchema,
  errors: [],
  tag: 'lottery',
  summary: 'Drawn results, newest first, by lottery group, game and remark substring',
  description:
    'The lottery history modal (spec §2): drawn results, newest first, with each result by prize level, filtered by lottery group, game, prize mode, days, or a substring of the game’s remark (case- and accent-insensitive). No token. Never cached.',
  docs: {
    query: {
      gameGroupId: 'Only draws of this lottery group (menu group id); absent for every group.',
      gameId: 'Only draws of this game.',
      drawMode:
        'Only draws of traditional (provincial) games or of entertainment (fast) rooms, e.g. the settled provincial draws a result correction picks from.',
      remark: 'Only games whose remark holds this text, ignoring case and accents.',
      prizeMode: 'Only games of this prize mode (spec §3).',
      startDate: `First draw day included, ${DAY}`,
      endDate: `Last draw day included, ${DAY}`,
      pageNo: 'Page number from 1.',
      pageSize: 'Draws per page, at most 100 (default 20).',
      language: LANGUAGE,
    },
  },
  examples: {
    query: { gameGroupId: '1', pageNo: '1', pageSize: '20', language: 'TY' },
    response: { list: [lotteryDrawExample], pageNum: 1, pageSize: 20, total: 7, totalPages: 1 },
  },
});

export const getLotteryDrawEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/lottery/draw',
  auth: 'public',
  module: 'GAMELO3',
  query: LotteryDrawQuerySchema,
  response: LotteryDrawSchema,
  errors: ['lottery.game_not_found', 'lottery.draw_not_found'],
  tag: 'lottery',
  summary: 'One draw and its result by prize level',
  description:
    'One draw of a game by its numero, with its status, times and, once drawn, its result in the wire format (spec §3 previousWinningNumber: levels by ~, numbers by ,) and by prize level. No token. Never cached.',
  docs: {
    query: {
      gameId: 'The lottery game.',
      numero: 'The draw’s number (e.g. 20261123, or 20261124-0866 for fast draws).',
      language: LANGUAGE,
    },
  },
  examples: {
    query: { gameId: '101', numero: '20261123', language: 'TY' },
    response: lotteryDrawExample,
  },
});

export const getLotteryGameEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/lottery/game',
  auth: 'public',
  module: 'GAMELO3',
  query: LotteryGameQuerySchema,
  response: LotteryGameDetailSchema,
  errors: ['lottery.game_not_found'],
  tag: 'lottery',
  summary: 'The betting page: the game with its timer, draws on sale, bet types with odds',
  description:
    'Everything the betting page needs (spec §2 lottery): the game with its timer props (spec §3), the draws a bet may be placed on now (the current one first), and the bet types with this game’s odds and stake bounds (empty for lotteries this site does not draw). No token. Never cached.',
  docs: { query: { gameId: 'The lottery game.', language: LANGUAGE } },
  examples: {
    query: { gameId: '101', language: 'TY' },
    response: {
      game: lotteryGameExample,
      openDraws: [openLotteryDrawExample],
      betOptions: [
        {
          betType: 'DE',
          odds: '80',
          digits: 2,
          minNumbers: 1,
          maxNumbers: 100,
          combination: false,
          minStake: '1000.00',
          maxStake: '10000000.00',
        },
      ],
      serverTime: 1_795_507_200_000,
    },
  },
});

export const verifyLotteryDrawEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/lottery/verify',
  auth: 'public',
  module: 'GAMELO3',
  query: LotteryDrawQuerySchema,
  response: LotteryVerifySchema,
  errors: ['lottery.game_not_found', 'lottery.not_entertainment', 'lottery.draw_not_found'],
  tag: 'lottery',
  summary:
    'ELOTT verification: SHA-256(seed) = commitment and the sheet recomputed from the seed = the result',
  description:
    'The proof of a house fast draw (ELOTT, docs/decisions/2026-11-21-lottery-draw-engine.md): the commitment published before the draw, the seed revealed after it, whether SHA-256 of the seed is the commitment, and whether the sheet recomputed from the seed (elottSheetFromSeed) is the stored result, with the algorithm to check it yourself. Only entertainment games (lottery.not_entertainment otherwise). No token. Never cached.',
  docs: {
    query: {
      gameId: 'The fast lottery game.',
      numero: 'The draw’s number, e.g. 20261124-0866.',
      language: LANGUAGE,
    },
  },
  examples: {
    query: { gameId: '401', numero: '20261124-0866', language: 'TY' },
    response: {
      draw: elottDraw,
      commitmentMatches: true,
      resultMatches: true,
      algorithm:
        'commitment = SHA-256(seed bytes); digits from SHA-256(seed ‖ "|gameCode|numero|" ‖ counter as 8 hex digits), counter 0, 1, …; bytes ≥ 250 skipped, digit = byte mod 10; numbers filled level by level from GB (elottSheetFromSeed in @app/contracts).',
    },
  },
});

export const placeLotteryBetsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/lottery/bets',
  auth: 'member',
  module: 'GAMELO3',
  body: PlaceLotteryBetsBodySchema,
  response: PlaceLotteryBetsResultSchema,
  errors: [
    'lottery.game_not_found',
    'lottery.not_drawn_here',
    'lottery.bet_type_unavailable',
    'lottery.numbers_invalid',
    'lottery.stake_too_small',
    'lottery.stake_too_large',
    'protection.excluded',
    'protection.loss_limit',
    'lottery.request_mismatch',
    'lottery.draw_not_found',
    'lottery.draw_cancelled',
    'lottery.not_on_sale',
    'lottery.draw_not_open',
    'wallet.insufficient_funds',
  ],
  tag: 'lottery',
  summary:
    'Place bets on a draw (all or none); stakes are debited at once; refused after sale close',
  description:
    'Places every bet of a slip on one draw (the current one when numero is absent), all or none: each bet’s numbers are checked against its type and its stake against the bounds, and the stakes are debited from the wallet at once through the ledger, at the odds of the moment (they hold for the bet). Refused once the draw’s sale has closed (spec §4: closeAt = drawAt − lockTime). A retry with the same requestId answers the bets already placed and charges nothing again (replayed: true). Trial accounts bet with their trial wallet. Never cached.',
  examples: {
    body: {
      gameId: '101',
      numero: '20261124',
      requestId: 'slip-7f3a9c21',
      bets: [{ betType: 'DE', numbers: ['27', '72'], stake: '10000' }],
    },
    response: {
      bets: [pendingBet],
      totalStake: '20000.00',
      balance: '4980000.00',
      replayed: false,
    },
  },
});

export const listLotteryBetsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/lottery/bets',
  auth: 'member',
  module: 'GAMELO3',
  query: LotteryBetsQuerySchema,
  response: LotteryBetPageSchema,
  errors: [],
  tag: 'lottery',
  summary: 'The member’s lottery bets, newest first, with filters and totals',
  description:
    'The member’s lottery bets, newest first, each with its draw’s result once drawn, filtered by status, game, draw, bet type or days, with the stake and win totals of every page of the filter. Never cached: a pending bet’s result appears once its draw is settled.',
  docs: {
    query: {
      status: 'Only bets in this state: pending, won, lost or void.',
      gameId: 'Only bets on this game.',
      numero: 'Only bets on this draw.',
      betType: 'Only bets of this type (LO2, DE, XIEN2, …).',
      startDate: `First day the bet was placed, ${DAY}`,
      endDate: `Last day the bet was placed, ${DAY}`,
      pageNo: 'Page number from 1.',
      pageSize: 'Bets per page, at most 100 (default 25).',
      language: LANGUAGE,
    },
  },
  examples: {
    query: { gameId: '101', pageNo: '1', pageSize: '25', language: 'TY' },
    response: {
      list: [pendingBet],
      pageNum: 1,
      pageSize: 25,
      total: 1,
      totalPages: 1,
      totalStake: '20000.00',
      totalWin: '0.00',
    },
  },
});

// ---- operator

export const enterLotteryResultEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/lottery/result',
  auth: 'operator',
  permission: 'lottery.results',
  gate: false,
  body: LotteryResultBodySchema,
  response: LotterySettleResultSchema,
  errors: [
    'lottery.game_not_found',
    'lottery.entertainment_result',
    'lottery.not_drawn_here',
    'lottery.result_invalid',
    'lottery.draw_not_found',
    'lottery.draw_cancelled',
    'lottery.result_exists',
    'lottery.draw_not_closed',
  ],
  tag: 'operator',
  summary:
    'Enter or import a traditional draw’s result (checked against its sheet), then settle its bets',
  description:
    'Stores the result of a traditional draw, entered by the operator or imported, after checking it against the game’s sheet (North 27 numbers, South/Central 18), then settles every bet of the draw (docs/decisions/2026-11-21-lottery-draw-engine.md). Only after the sale closed (lottery.draw_not_closed). Entering the same result again changes nothing and pays nothing twice; a different result for a drawn draw is lottery.result_exists. A draw the schedule names but that was never created (the server was down) is created first. Fast draws (ELOTT) are drawn by the house only.',
  examples: {
    body: {
      gameId: '101',
      numero: '20261123',
      winningNumber: lotteryDrawExample.winningNumber!,
      source: 'operator',
    },
    response: {
      draw: { ...lotteryDrawExample, resultSource: 'operator' },
      settled: 12,
      won: 2,
      paid: '1600000.00',
    },
  },
});

export const cancelLotteryDrawEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/lottery/cancel',
  auth: 'operator',
  permission: 'lottery.results',
  gate: false,
  body: LotteryCancelBodySchema,
  response: LotterySettleResultSchema,
  errors: ['lottery.game_not_found', 'lottery.draw_not_found', 'lottery.draw_already_drawn'],
  tag: 'operator',
  summary: 'Cancel a draw without a result: every stake on it is refunded once',
  description:
    'Voids a draw that has no result yet, with a reason: the draw becomes cancelled, its bets void, and every stake is refunded to its wallet once (a repeat refunds nothing again). A drawn draw cannot be cancelled (lottery.draw_already_drawn).',
  examples: {
    body: { gameId: '101', numero: '20261124', reason: 'Đài không quay do sự cố kỹ thuật' },
    response: {
      draw: { ...openLotteryDrawExample, status: 'cancelled' },
      settled: 3,
      won: 0,
      paid: '60000.00',
    },
  },
});

export const listAdminLotteryDrawsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/lottery/draws',
  auth: 'operator',
  permission: 'lottery.read',
  gate: false,
  query: AdminLotteryDrawsQuerySchema,
  response: AdminLotteryDrawPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Draws waiting for a result (default) or by status',
  description:
    'The draws the operator works on: by default the traditional draws past their sale close that have no result yet, oldest first; or the draws in one status, newest first; optionally of one game.',
  docs: {
    query: {
      status:
        'awaiting_result (default): traditional draws past their sale close without a result; or one draw status.',
      gameId: 'Only draws of this game.',
      drawMode:
        'Only draws of traditional (provincial) games or of entertainment (fast) rooms, e.g. the settled provincial draws a result correction picks from.',
      pageNo: 'Page number from 1.',
      pageSize: 'Draws per page, at most 200 (default 50).',
    },
  },
  examples: {
    query: { status: 'awaiting_result', pageNo: '1', pageSize: '50' },
    response: {
      list: [{ ...openLotteryDrawExample, status: 'locked' }],
      pageNum: 1,
      pageSize: 50,
      total: 1,
      totalPages: 1,
    },
  },
});

export const getLotterySettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/lottery/settings',
  auth: 'operator',
  permission: 'lottery.read',
  gate: false,
  response: LotterySettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Lottery odds per sheet and bet type, stake bounds',
  description:
    'The lottery settings of the merchant: the odds of every bet type for the North sheet and the South/Central sheet (multipliers of the stake per paying appearance), and the stake bounds per number.',
  examples: { response: DEFAULT_LOTTERY_SETTINGS },
});

export const updateLotterySettingsEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/lottery/settings',
  auth: 'operator',
  permission: 'lottery.settings',
  gate: false,
  body: LotterySettingsPatchSchema,
  response: LotterySettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Change odds or stake bounds (bets already placed keep their odds)',
  description:
    'Changes some odds or the stake bounds; what the body leaves out stays. Bets already placed keep the odds they were placed at. A minimum stake above the maximum is request.invalid. Answers the settings after the change.',
  examples: {
    body: { odds: { north: { DE: '85' } }, maxStake: '5000000' },
    response: {
      ...DEFAULT_LOTTERY_SETTINGS,
      odds: {
        ...DEFAULT_LOTTERY_SETTINGS.odds,
        north: { ...DEFAULT_LOTTERY_SETTINGS.odds.north, DE: '85' },
      },
      maxStake: '5000000.00',
    },
  },
});

export const runLotteryTickEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/lottery/tick',
  auth: 'operator',
  permission: 'lottery.results',
  gate: false,
  response: LotteryTickSchema,
  errors: [],
  tag: 'operator',
  summary:
    'Run one pass of the draw scheduler now (create, open, lock, draw, settle); safe at any time',
  description:
    'Runs one pass of the draw scheduler at once, as its timer does (docs/decisions/2026-11-21-lottery-draw-engine.md): creates the coming draws, opens and locks sales, draws the house’s fast draws from their committed seeds, and settles drawn draws. Each step is idempotent, so a pass is safe at any time.',
  examples: {
    response: { created: 2, opened: 1, locked: 1, drawn: 1, settledBets: 4, settledDraws: 1 },
  },
});
