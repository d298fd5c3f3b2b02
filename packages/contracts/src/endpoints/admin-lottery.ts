import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { LotteryRegionSchema, SheetShapeSchema } from '../lottery.ts';

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
  params: z.object({ gameId: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/)) }),
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
