import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  LotteryBetStatusSchema,
  LotteryBetTypeSchema,
  LotteryDrawSchema,
  LotteryRegionSchema,
  SheetShapeSchema,
} from '../lottery.ts';
import { AmountSchema } from '../wallet.ts';
import { lotteryDrawExample } from './examples.ts';

// The lottery games as the lottery officer runs them: each game's drawing (the official draw, the
// house's fast rooms, or listed only), its timing, whether it sells, and how far settlement is.

export const AdminLotteryGameSchema = z.object({
  gameId: z.string(),
  gameName: z.string(),
  region: LotteryRegionSchema,
  drawMode: z.enum(['traditional', 'entertainment', 'external']),
  sheet: z.nullable(SheetShapeSchema),
  /** Traditional: the local draw time, HH:MM. */
  drawTime: z.nullable(z.string()),
  /** Fast rooms (ELOTT): seconds between draws. */
  intervalSeconds: z.nullable(z.int()),
  /** Sales close this many seconds before the draw. */
  lockSeconds: z.int(),
  enabled: z.boolean(),
  /** The draw on sale now, if any. */
  openDraw: z.nullable(z.object({ numero: z.string(), closeAt: z.string() })),
  /** The last draw with a result. */
  lastDrawn: z.nullable(
    z.object({ numero: z.string(), drawnAt: z.string(), settled: z.boolean() }),
  ),
  /** Bets on draws that have a result but are not paid yet: the settlement backlog. */
  unsettledBets: z.int(),
  /** Traditional draws past their close without a result. */
  awaitingResult: z.int(),
});
export type AdminLotteryGame = z.infer<typeof AdminLotteryGameSchema>;

export const LotteryGamePatchSchema = z.strictObject({
  enabled: z.optional(z.boolean()),
  lockSeconds: z.optional(z.int().check(z.gte(0), z.lte(3600))),
  /** Fast rooms only. */
  intervalSeconds: z.optional(z.int().check(z.gte(30), z.lte(86_400))),
});
export type LotteryGamePatch = z.infer<typeof LotteryGamePatchSchema>;

const room: AdminLotteryGame = {
  gameId: 'ELOTT_1M',
  gameName: 'Xổ số nhanh 1 phút',
  region: 'fast',
  drawMode: 'entertainment',
  sheet: 'north',
  drawTime: null,
  intervalSeconds: 60,
  lockSeconds: 5,
  enabled: true,
  openDraw: { numero: '202611241130', closeAt: '2026-11-24T04:30:55.000Z' },
  lastDrawn: { numero: '202611241129', drawnAt: '2026-11-24T04:30:00.000Z', settled: true },
  unsettledBets: 0,
  awaitingResult: 0,
};

export const listAdminLotteryGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/lottery/games',
  auth: 'operator',
  permission: 'lottery.read',
  gate: false,
  response: z.array(AdminLotteryGameSchema),
  errors: [],
  tag: 'operator',
  summary: 'Lottery games and fast rooms: timing, on sale or not, draw and settlement status',
  description:
    'Every lottery game by region: how it is drawn (the official draw entered by the operator, the house’s fast rooms, or listed only), its draw time or interval and lock, whether it sells, the draw on sale now, the last drawn draw and whether it is paid, the bets drawn but not yet paid, and the traditional draws waiting for their result.',
  examples: { response: [room] },
});

export const updateAdminLotteryGameEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/lottery/games/:gameId',
  auth: 'operator',
  permission: 'lottery.settings',
  gate: false,
  params: z.object({
    // not '.' or '..', which a URL resolves away
    gameId: z.string().check(z.regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/)),
  }),
  body: LotteryGamePatchSchema,
  response: AdminLotteryGameSchema,
  errors: ['lottery.game_not_found'],
  tag: 'operator',
  summary: 'Open or close a lottery game’s sales, or change its lock or a fast room’s interval',
  description:
    'Changes the fields sent. A game switched off leaves the lobby and sells nothing; draws already sold are still drawn and paid. The interval applies to fast rooms only (request.invalid otherwise) and to draws created from the next pass of the draw engine. Audited before → after.',
  docs: { params: { gameId: 'The lottery game’s id, as the list answers it.' } },
  examples: {
    params: { gameId: 'ELOTT_1M' },
    body: { enabled: false },
    response: { ...room, enabled: false, openDraw: null },
  },
});

// ---- result correction (docs/decisions/2026-11-24-lottery-result-correction.md)

/** `POST /wps/admin/lottery/correction`: a settled traditional draw's result, corrected. */
export const LotteryCorrectionBodySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  numero: z.string().check(z.minLength(1), z.maxLength(32)),
  /** The right result, wire format (levels by `~`, numbers by `,`), checked against the sheet. */
  winningNumber: z.string().check(z.minLength(1), z.maxLength(400)),
  /** Why the result changes (kept with the draw's history and the audit line). */
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type LotteryCorrectionBody = z.infer<typeof LotteryCorrectionBodySchema>;

/** One bet whose outcome a correction changed. */
export const LotteryCorrectionLineSchema = z.object({
  betNo: z.string(),
  memberId: z.int(),
  username: z.string(),
  betType: LotteryBetTypeSchema,
  numbers: z.array(z.string()),
  oldStatus: LotteryBetStatusSchema,
  newStatus: LotteryBetStatusSchema,
  oldWin: AmountSchema,
  newWin: AmountSchema,
  /** Paid into the member's wallet by this correction. */
  paid: AmountSchema,
  /** Taken back from the member's wallet by this correction. */
  reclaimed: AmountSchema,
  /** What the member still owes on this bet: the wallet could not cover the whole reversal. */
  owed: AmountSchema,
});
export type LotteryCorrectionLine = z.infer<typeof LotteryCorrectionLineSchema>;

/** One correction of a draw's result, with what it changed. */
export const LotteryCorrectionSchema = z.object({
  correctionNo: z.int(),
  previousWinningNumber: z.string(),
  winningNumber: z.string(),
  reason: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
  /** Null while the draw's bets are still being re-settled (a crash mid-way: the next call finishes). */
  completedAt: z.nullable(z.string()),
  /** Bets whose outcome changed. */
  changedBets: z.int(),
  /** Bets that won and no longer win. */
  reversed: z.int(),
  /** Bets that did not win and now win. */
  newWinners: z.int(),
  /** Bets that win under both results, a different amount. */
  adjusted: z.int(),
  paid: AmountSchema,
  reclaimed: AmountSchema,
  owed: AmountSchema,
  /** The changed bets, first 200 by bet. */
  lines: z.array(LotteryCorrectionLineSchema),
});
export type LotteryCorrection = z.infer<typeof LotteryCorrectionSchema>;

export const LotteryCorrectionResultSchema = z.object({
  draw: LotteryDrawSchema,
  /** false: the draw already had this result; nothing changed. */
  changed: z.boolean(),
  /** The correction made (or, when nothing changed, the draw's latest one; null if none). */
  correction: z.nullable(LotteryCorrectionSchema),
});
export type LotteryCorrectionResult = z.infer<typeof LotteryCorrectionResultSchema>;

export const LotteryCorrectionsQuerySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  numero: z.string().check(z.minLength(1), z.maxLength(32)),
});

const correctedSheet = lotteryDrawExample.winningNumber!.replace(/^\d{5}/, '12399');
const correctionExample: LotteryCorrection = {
  correctionNo: 1,
  previousWinningNumber: lotteryDrawExample.winningNumber!,
  winningNumber: correctedSheet,
  reason: 'Giải đặc biệt nhập sai, theo kết quả của đài',
  operatorName: 'lan.nguyen',
  createdAt: '2026-11-23T12:05:00.000Z',
  completedAt: '2026-11-23T12:05:01.000Z',
  changedBets: 2,
  reversed: 1,
  newWinners: 1,
  adjusted: 0,
  paid: '80000.00',
  reclaimed: '60000.00',
  owed: '20000.00',
  lines: [
    {
      betNo: 'L2026112300000017',
      memberId: 1042,
      username: 'demo',
      betType: 'DE',
      numbers: ['99'],
      oldStatus: 'lost',
      newStatus: 'won',
      oldWin: '0.00',
      newWin: '80000.00',
      paid: '80000.00',
      reclaimed: '0.00',
      owed: '0.00',
    },
    {
      betNo: 'L2026112300000018',
      memberId: 1043,
      username: 'khach88',
      betType: 'DE',
      numbers: ['45'],
      oldStatus: 'won',
      newStatus: 'lost',
      oldWin: '80000.00',
      newWin: '0.00',
      paid: '0.00',
      reclaimed: '60000.00',
      owed: '20000.00',
    },
  ],
};

export const correctLotteryResultEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/lottery/correction',
  auth: 'operator',
  permission: 'lottery.results',
  gate: false,
  body: LotteryCorrectionBodySchema,
  response: LotteryCorrectionResultSchema,
  errors: [
    'lottery.game_not_found',
    'lottery.entertainment_result',
    'lottery.not_drawn_here',
    'lottery.result_invalid',
    'lottery.draw_not_found',
    'lottery.draw_cancelled',
    'lottery.no_result',
  ],
  tag: 'operator',
  summary:
    'Correct a settled traditional draw’s result: every bet is re-settled through the ledger',
  description:
    'Replaces the result of a drawn traditional draw (checked against its sheet) and re-settles each of its bets against it: a bet that no longer wins gives its win back, a new winner is paid, a changed win is paid or taken back by the difference, each one ledger transfer keyed by the correction and the bet, so a crash and a repeat pay nothing twice (an unfinished correction is finished by the next call for the draw). A wallet that cannot cover a reversal gives what it holds; the rest is recorded as owed and shown to the operator (docs/decisions/2026-11-24-lottery-result-correction.md). The draw keeps each result it had, who changed it, when and why; the audit trail gets a line. The result the draw already has changes nothing (changed: false). A draw without a result is lottery.no_result (enter its result instead), a cancelled one lottery.draw_cancelled, a fast draw lottery.entertainment_result.',
  examples: {
    body: {
      gameId: '101',
      numero: '20261123',
      winningNumber: correctedSheet,
      reason: 'Giải đặc biệt nhập sai, theo kết quả của đài',
    },
    response: {
      draw: { ...lotteryDrawExample, winningNumber: correctedSheet, resultSource: 'operator' },
      changed: true,
      correction: correctionExample,
    },
  },
});

export const listLotteryCorrectionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/lottery/corrections',
  auth: 'operator',
  permission: 'lottery.read',
  gate: false,
  query: LotteryCorrectionsQuerySchema,
  response: z.array(LotteryCorrectionSchema),
  errors: ['lottery.game_not_found', 'lottery.draw_not_found'],
  tag: 'operator',
  summary: 'The corrections of a draw’s result, newest first',
  description:
    'Every correction of one draw’s result: the result before and after, who, when and why, and the bets each one changed (first 200 per correction).',
  docs: { query: { gameId: 'The lottery game’s id.', numero: 'The draw.' } },
  examples: {
    query: { gameId: '101', numero: '20261123' },
    response: [correctionExample],
  },
});
