import { z } from 'zod/mini';
import { PAGE_SIZE, VIETNAMESE_DRAW_COUNT } from './constants.ts';
import { PlayTypeSchema, PrizeModeSchema, SiteLanguageSchema, type PlayType } from './enums.ts';
import { GameSchema } from './games.ts';
import { ADMIN_PAGE_FIELDS, AmountInputSchema, AmountSchema, DaySchema, pageOf } from './wallet.ts';
import {
  DEFAULT_SEA_ODDS,
  ELOTT_SEED_PATTERN,
  FOUR_D_BET_TYPES,
  LOTTERY_BET_STATUSES,
  LOTTERY_BET_TYPES,
  PRIZE_LEVELS,
  SHEET_SHAPES,
  THAI_BET_TYPES,
  VIETNAMESE_BET_TYPES,
  type LotteryBetType,
} from './lottery-rules.ts';

/*
 * The lottery (spec §2 "Lottery lobby", §3 "Lottery game", "Lottery menu group", "Timer props",
 * §4 "Countdown", §7 "Lottery list / menu / recent", "Vietnamese numero", §9).
 * Draw engine: docs/decisions/2026-11-21-lottery-draw-engine.md.
 */

// ---- result sheets, bet types, odds and ELOTT draws: their rules are in lottery-rules.ts

export const SheetShapeSchema = z.enum(SHEET_SHAPES);

/** A sheet's numbers by level, e.g. `[{ level: 'GB', numbers: ['12345'] }, …]`. */
export const PrizeLevelNumbersSchema = z.object({
  level: z.enum(PRIZE_LEVELS),
  numbers: z.array(z.string()),
});

export const LotteryBetTypeSchema = z.enum(LOTTERY_BET_TYPES);

/** Odds on the wire: a decimal multiplier with up to 3 decimals, e.g. "3.45", "80". */
export const OddsSchema = z
  .string()
  .check(z.regex(/^(0|[1-9]\d{0,6})(\.\d{1,3})?$/, 'validation.odds'));

/** A draw seed: 32 bytes as 64 lower-case hex digits. */
export const ElottSeedSchema = z.string().check(z.regex(ELOTT_SEED_PATTERN));

// ---- lobby (spec §2 "Lottery lobby", §3, §4, §7)

/** Menu groups (game_group_id): the Vietnamese regions, the house's fast draws, SEA lotteries. */
export const LOTTERY_REGIONS = ['north', 'central', 'south', 'fast', 'sea'] as const;
export const LotteryRegionSchema = z.enum(LOTTERY_REGIONS);
export type LotteryRegion = z.infer<typeof LotteryRegionSchema>;

/** Draw states: scheduled → open → locked → drawn → settled, or cancelled (stakes refunded). */
export const DRAW_STATUSES = [
  'scheduled',
  'open',
  'locked',
  'drawn',
  'settled',
  'cancelled',
] as const;
export const DrawStatusSchema = z.enum(DRAW_STATUSES);
export type DrawStatus = z.infer<typeof DrawStatusSchema>;

/** Where a result came from: the operator (entered or imported), the house RNG (ELOTT), demo data. */
export const ResultSourceSchema = z.enum(['operator', 'import', 'rng', 'demo']);
export type ResultSource = z.infer<typeof ResultSourceSchema>;

/** Which games a prize mode lists (spec §3 prize modes, §4 "Game tile click"). */
export const PRIZE_MODE_VENDORS: Record<z.infer<typeof PrizeModeSchema>, readonly string[]> = {
  /** The Vietnamese lottery: the house's provinces and TCG's Vietnamese rooms. */
  Lott: ['LOTT', 'TCG_LOTTO_VN'],
  /** The house's own lotteries (ZY, self-operated): the provinces and the fast draws. */
  ZY: ['LOTT', 'ELOTT'],
  /** Entertainment: the house's fast draws. */
  Elott: ['ELOTT'],
  /** TCG's South-East Asian lotteries. */
  SEA: ['TCG_SEA'],
};

/** The prize mode and play type a lottery launch carries (spec §2 launchGame playType ent/trad). */
export function playTypeOf(lottoMode: 'Entertainment' | 'Traditional' | null): PlayType {
  return lottoMode === 'Entertainment' ? 'Entertainment' : 'Tradition';
}

/**
 * spec §3 "Lottery game" with spec §3 "Timer props". Times are milliseconds. The site's rules
 * (spec §4) come out right with these fields as they are:
 * - countdown = remainTime − (lotteryTime[1] − lotteryTime[0]) / 2 = time until sale close;
 * - highlighted when remainTime − lockTime is in (0, 24 h): sale closes within a day;
 * - menu refresh = min remainTime of games on sale, capped at 30000, 7000 when ≤ 0 (`refreshIn`).
 */
export const LotteryGameSchema = z.extend(GameSchema, {
  prizeMode: PrizeModeSchema,
  playType: PlayTypeSchema,
  region: LotteryRegionSchema,
  /** The menu group's tag (spec §3 gameMenuTag). */
  gameMenuTag: LotteryRegionSchema,
  /** The result sheet's shape; null for lotteries this site does not draw (the vendor's SEA ones). */
  sheet: z.nullable(SheetShapeSchema),
  /** Local draw time "18:15" (traditional), in timeZone; null for interval draws. */
  drawTime: z.nullable(z.string()),
  timeZone: z.string(),
  /** Entertainment: seconds between draws. */
  intervalSeconds: z.nullable(z.int()),
  /** The current draw (the next one not yet closed), or null when none is scheduled. */
  numero: z.nullable(z.string()),
  /** Bets are taken on the current draw now (spec §3 isSale). */
  isSale: z.boolean(),
  /** ms from now until the current draw's draw time (0 when none). */
  remainTime: z.int(),
  /** ms between sale close and draw time: sale closes when remainTime − lockTime reaches 0. */
  lockTime: z.int(),
  /** [sale close, draw time + lockTime] as epoch ms: half its span is lockTime (see above). */
  lotteryTime: z.tuple([z.int(), z.int()]),
  openAt: z.nullable(z.string()),
  closeAt: z.nullable(z.string()),
  drawAt: z.nullable(z.string()),
  /** ELOTT: SHA-256 of the current draw's seed, published before the draw. */
  commitment: z.nullable(z.string()),
  /** The last drawn result. */
  previousNumero: z.nullable(z.string()),
  /** Wire format: levels by `~` (GB first), numbers by `,` (spec §3). */
  previousWinningNumber: z.nullable(z.string()),
  /** When the previous draw took place (ISO 8601). */
  previousWinningTime: z.nullable(z.string()),
  /** The previous result by prize level, for the winning-number panel. */
  previousLevels: z.array(PrizeLevelNumbersSchema),
});
export type LotteryGame = z.infer<typeof LotteryGameSchema>;

/** spec §3 "Lottery menu group". */
export const LotteryMenuGroupSchema = z.object({
  tag: LotteryRegionSchema,
  labelName: z.string(),
  gameGroupId: z.int(),
  gameMenus: z.array(LotteryGameSchema),
});
export type LotteryMenuGroup = z.infer<typeof LotteryMenuGroupSchema>;

/** `GET /wps/lottery/menus` (no token; a member also gets `recent`). spec §7 "Lottery list / menu / recent". */
export const LotteryMenusQuerySchema = z.object({
  prizeMode: z._default(PrizeModeSchema, 'Lott'),
  device: z._default(z.enum(['MOBILE', 'WEB']), 'MOBILE'),
  recentCount: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(0), z.lte(PAGE_SIZE.recentLottery))),
    PAGE_SIZE.recentLottery,
  ),
  language: z._default(SiteLanguageSchema, 'TY'),
});
export type LotteryMenusQuery = z.infer<typeof LotteryMenusQuerySchema>;

export const LotteryMenusSchema = z.object({
  /** Groups in order (North, Central, South, fast, SEA) holding the prize mode's games; the site puts ALL first. */
  menus: z.array(LotteryMenuGroupSchema),
  /** The member's lottery games, last bet first (at most recentCount; empty for visitors). */
  recent: z.array(LotteryGameSchema),
  /** spec §4 menu refresh: smallest remainTime of games on sale, capped 30000, 7000 when ≤ 0. */
  refreshIn: z.int(),
  /** The server's clock (epoch ms), so that the site can correct its own. */
  serverTime: z.int(),
});
export type LotteryMenus = z.infer<typeof LotteryMenusSchema>;

/** `GET /wps/lottery/numero` (no token). spec §7 "Vietnamese numero": the next draws of the Vietnamese lottery. */
export const VietnameseNumeroQuerySchema = z.object({
  device: z._default(z.enum(['MOBILE', 'WEB']), 'MOBILE'),
  count: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))),
    VIETNAMESE_DRAW_COUNT,
  ),
  prizeMode: z._default(PrizeModeSchema, 'Lott'),
  language: z._default(SiteLanguageSchema, 'TY'),
});

/** spec §3 "Vietnamese draw: numero, remainTime" with the timer props. */
export const VietnameseDrawSchema = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  region: LotteryRegionSchema,
  gameGroupId: z.int(),
  numero: z.string(),
  isSale: z.boolean(),
  remainTime: z.int(),
  lockTime: z.int(),
  lotteryTime: z.tuple([z.int(), z.int()]),
  closeAt: z.string(),
  drawAt: z.string(),
});
export type VietnameseDraw = z.infer<typeof VietnameseDrawSchema>;

export const VietnameseNumeroSchema = z.object({
  /** Draws not yet closed, soonest first. */
  list: z.array(VietnameseDrawSchema),
  refreshIn: z.int(),
  serverTime: z.int(),
});
export type VietnameseNumero = z.infer<typeof VietnameseNumeroSchema>;

/** `GET /wps/lottery/schedule` (no token): the week's draws by weekday (spec §2 weekly schedule). */
export const LotteryScheduleQuerySchema = z.object({
  prizeMode: z._default(PrizeModeSchema, 'Lott'),
  language: z._default(SiteLanguageSchema, 'TY'),
});

export const LotteryScheduleSchema = z.object({
  /** Today's weekday in the draw time zone (1 = Sunday … 7 = Saturday): the highlighted column. */
  today: z.int().check(z.gte(1), z.lte(7)),
  days: z.array(
    z.object({
      dayOfWeek: z.int().check(z.gte(1), z.lte(7)),
      games: z.array(
        z.object({
          gameId: z.string(),
          nodeId: z.string(),
          gameCode: z.string(),
          gameName: z.string(),
          region: LotteryRegionSchema,
          gameGroupId: z.int(),
          /** "18:15"; null for interval draws. */
          drawTime: z.nullable(z.string()),
        }),
      ),
    }),
  ),
});
export type LotterySchedule = z.infer<typeof LotteryScheduleSchema>;

/** One draw and its result (history, result panel, verification). */
export const LotteryDrawSchema = z.object({
  drawId: z.int(),
  gameId: z.string(),
  nodeId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  remark: z.nullable(z.string()),
  region: LotteryRegionSchema,
  gameGroupId: z.int(),
  /** The result sheet's shape (what result entry asks for and how levels are named). */
  sheet: z.nullable(SheetShapeSchema),
  numero: z.string(),
  status: DrawStatusSchema,
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  /** When the result was stored. */
  drawnAt: z.nullable(z.string()),
  /** Wire format (spec §3), null until drawn. */
  winningNumber: z.nullable(z.string()),
  levels: z.array(PrizeLevelNumbersSchema),
  resultSource: z.nullable(ResultSourceSchema),
  /** ELOTT: published before the draw. */
  commitment: z.nullable(z.string()),
  /** ELOTT: revealed once drawn. */
  seed: z.nullable(z.string()),
});
export type LotteryDraw = z.infer<typeof LotteryDrawSchema>;

/** `GET /wps/lottery/history` (no token): drawn results, newest first (spec §2 lottery history modal). */
export const LotteryHistoryQuerySchema = z.object({
  /** Lottery group (game_group_id); absent: every group. */
  gameGroupId: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(1000)))),
  gameId: z.optional(z.string().check(z.maxLength(64))),
  /** Substring of the game's remark, case- and accent-insensitive. */
  remark: z.optional(
    z.pipe(
      z.string().check(z.maxLength(100)),
      z.transform((v) => v.trim()),
    ),
  ),
  prizeMode: z.optional(PrizeModeSchema),
  startDate: z.optional(DaySchema),
  endDate: z.optional(DaySchema),
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 20),
  language: z._default(SiteLanguageSchema, 'TY'),
});
export type LotteryHistoryQuery = z.infer<typeof LotteryHistoryQuerySchema>;
export const LotteryHistoryPageSchema = pageOf(LotteryDrawSchema);

/** `GET /wps/lottery/draw?gameId=&numero=` (no token): one draw. */
export const LotteryDrawQuerySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  numero: z.string().check(z.minLength(1), z.maxLength(32)),
  language: z._default(SiteLanguageSchema, 'TY'),
});

/** One bet type as a game offers it: odds (operator settings) and stake bounds. */
export const LotteryBetOptionSchema = z.object({
  betType: LotteryBetTypeSchema,
  odds: OddsSchema,
  digits: z.int(),
  minNumbers: z.int(),
  maxNumbers: z.int(),
  combination: z.boolean(),
  /** Stake per number (per combination for xiên). */
  minStake: AmountSchema,
  maxStake: AmountSchema,
});
export type LotteryBetOption = z.infer<typeof LotteryBetOptionSchema>;

/** `GET /wps/lottery/game?gameId=` (no token): the betting page's data. */
export const LotteryGameQuerySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  language: z._default(SiteLanguageSchema, 'TY'),
});

export const LotteryGameDetailSchema = z.object({
  game: LotteryGameSchema,
  /** Draws a bet may be placed on now (the current one first). */
  openDraws: z.array(LotteryDrawSchema),
  /** Bet types with this game's odds (empty for lotteries this site does not draw). */
  betOptions: z.array(LotteryBetOptionSchema),
  serverTime: z.int(),
});
export type LotteryGameDetail = z.infer<typeof LotteryGameDetailSchema>;

/** `GET /wps/lottery/verify?gameId=&numero=` (no token): ELOTT proof. */
export const LotteryVerifySchema = z.object({
  draw: LotteryDrawSchema,
  /** SHA-256(seed) equals the published commitment. */
  commitmentMatches: z.boolean(),
  /** The sheet recomputed from the seed (elottSheetFromSeed) equals the stored result. */
  resultMatches: z.boolean(),
  /** How to check it yourself. */
  algorithm: z.string(),
});
export type LotteryVerify = z.infer<typeof LotteryVerifySchema>;

// ---- bets (member)

export const LotteryBetStatusSchema = z.enum(LOTTERY_BET_STATUSES);
export type LotteryBetStatus = z.infer<typeof LotteryBetStatusSchema>;

/** `POST /wps/lottery/bets` (member): one or more bets on one draw, all or none. */
export const PlaceLotteryBetsBodySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The draw to bet on; absent: the game's current draw. */
  numero: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  /** Sent again on a retry: the bets already placed under it are answered, nothing is charged twice. */
  requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.request_id')),
  bets: z
    .array(
      z.object({
        betType: LotteryBetTypeSchema,
        numbers: z.array(z.string().check(z.maxLength(6))).check(z.minLength(1), z.maxLength(100)),
        /** Stake per number (per combination for xiên). */
        stake: AmountInputSchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(20)),
});
export type PlaceLotteryBetsBody = z.infer<typeof PlaceLotteryBetsBodySchema>;

export const LotteryBetSchema = z.object({
  betNo: z.string(),
  gameId: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  numero: z.string(),
  betType: LotteryBetTypeSchema,
  numbers: z.array(z.string()),
  /** Stake per number (per combination for xiên). */
  stake: AmountSchema,
  /** What the bet cost: stake × numbers (× 1 for xiên). */
  totalStake: AmountSchema,
  /** Odds when the bet was placed (they hold for the bet). */
  odds: OddsSchema,
  status: LotteryBetStatusSchema,
  /** Paying appearances (see betHits); null until settled. */
  hits: z.nullable(z.int()),
  winAmount: AmountSchema,
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  /** The draw's result once drawn (wire format). */
  winningNumber: z.nullable(z.string()),
});
export type LotteryBet = z.infer<typeof LotteryBetSchema>;

export const PlaceLotteryBetsResultSchema = z.object({
  bets: z.array(LotteryBetSchema),
  /** Sum of totalStake. */
  totalStake: AmountSchema,
  /** The wallet after the debit. */
  balance: AmountSchema,
  /** A retry of a request already placed: nothing was charged again. */
  replayed: z.boolean(),
});
export type PlaceLotteryBetsResult = z.infer<typeof PlaceLotteryBetsResultSchema>;

/** `GET /wps/lottery/bets` (member): the member's lottery bets, newest first. */
export const LotteryBetsQuerySchema = z.object({
  status: z.optional(LotteryBetStatusSchema),
  gameId: z.optional(z.string().check(z.maxLength(64))),
  numero: z.optional(z.string().check(z.maxLength(32))),
  betType: z.optional(LotteryBetTypeSchema),
  startDate: z.optional(DaySchema),
  endDate: z.optional(DaySchema),
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 25),
  language: z._default(SiteLanguageSchema, 'TY'),
});
export type LotteryBetsQuery = z.infer<typeof LotteryBetsQuerySchema>;

export const LotteryBetPageSchema = z.extend(pageOf(LotteryBetSchema), {
  /** Sums over every page of the filter. */
  totalStake: AmountSchema,
  totalWin: AmountSchema,
});
export type LotteryBetPage = z.infer<typeof LotteryBetPageSchema>;

// ---- operator

/** `POST /wps/admin/lottery/result`: a traditional draw's result, entered or imported. */
export const LotteryResultBodySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  numero: z.string().check(z.minLength(1), z.maxLength(32)),
  /** Wire format (levels by `~`, numbers by `,`), checked against the game's sheet. */
  winningNumber: z.string().check(z.minLength(1), z.maxLength(400)),
  source: z._default(z.enum(['operator', 'import']), 'operator'),
});
export type LotteryResultBody = z.infer<typeof LotteryResultBodySchema>;

export const LotterySettleResultSchema = z.object({
  draw: LotteryDrawSchema,
  /** Bets settled by this call (0 when a previous run already did). */
  settled: z.int(),
  won: z.int(),
  paid: AmountSchema,
});
export type LotterySettleResult = z.infer<typeof LotterySettleResultSchema>;

/** `POST /wps/admin/lottery/cancel`: void a draw not yet drawn; every stake is refunded. */
export const LotteryCancelBodySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  numero: z.string().check(z.minLength(1), z.maxLength(32)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/** `GET /wps/admin/lottery/draws`: draws by status (default: waiting for a result). */
export const AdminLotteryDrawsQuerySchema = z.object({
  status: z._default(z.enum([...DRAW_STATUSES, 'awaiting_result']), 'awaiting_result'),
  gameId: z.optional(z.string().check(z.maxLength(64))),
  /** Only draws of games drawn this way (traditional: the provincial draws, entertainment: fast rooms). */
  drawMode: z.optional(z.enum(['traditional', 'entertainment'])),
  ...ADMIN_PAGE_FIELDS,
});
export const AdminLotteryDrawPageSchema = pageOf(LotteryDrawSchema);

/** One sheet's odds table: an odds string per bet type sold on the sheet. */
function oddsTableOf<const T extends readonly LotteryBetType[]>(types: T) {
  return z.object(
    Object.fromEntries(types.map((t) => [t, OddsSchema])) as Record<T[number], typeof OddsSchema>,
  );
}
/** The Vietnamese sheets' odds (north, south). */
export const LotteryOddsTableSchema = oddsTableOf(VIETNAMESE_BET_TYPES);
export const FourDOddsTableSchema = oddsTableOf(FOUR_D_BET_TYPES);
export const ThaiOddsTableSchema = oddsTableOf(THAI_BET_TYPES);

/**
 * Odds per sheet and bet type, and stake bounds (merchant settings, key `lottery`). Settings saved
 * before the SEA sheets existed read with the SEA defaults.
 */
export const LotterySettingsSchema = z.object({
  odds: z.object({
    north: LotteryOddsTableSchema,
    south: LotteryOddsTableSchema,
    '4d': z._default(FourDOddsTableSchema, { ...DEFAULT_SEA_ODDS['4d'] }),
    thai: z._default(ThaiOddsTableSchema, { ...DEFAULT_SEA_ODDS.thai }),
  }),
  /** Per number (per combination for xiên). */
  minStake: AmountSchema,
  maxStake: AmountSchema,
});
export type LotterySettings = z.infer<typeof LotterySettingsSchema>;

/** `PATCH /wps/admin/lottery/settings`: change some odds or stake bounds. */
export const LotterySettingsPatchSchema = z.object({
  odds: z.optional(
    z.object({
      north: z.optional(z.partial(LotteryOddsTableSchema)),
      south: z.optional(z.partial(LotteryOddsTableSchema)),
      '4d': z.optional(z.partial(FourDOddsTableSchema)),
      thai: z.optional(z.partial(ThaiOddsTableSchema)),
    }),
  ),
  minStake: z.optional(AmountInputSchema),
  maxStake: z.optional(AmountInputSchema),
});
export type LotterySettingsPatch = z.infer<typeof LotterySettingsPatchSchema>;
