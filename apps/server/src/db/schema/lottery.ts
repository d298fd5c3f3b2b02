import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  DRAW_STATUSES,
  LOTTERY_BET_STATUSES,
  LOTTERY_BET_TYPES,
  LOTTERY_REGIONS,
  SHEET_SHAPES,
  type DrawStatus,
  type LotteryBetStatus,
  type LotteryBetType,
  type LotteryRegion,
  type ResultSource,
  type SheetShape,
} from '@app/contracts';
import { games, inList } from './catalog.ts';
import { members } from './members.ts';

/**
 * How a lottery game is drawn: `traditional` (the official provincial draw; the operator enters or
 * imports the result), `entertainment` (the house's own fast draws from a CSPRNG, ELOTT) or
 * `external` (listed only; a vendor runs it, e.g. TCG's SEA lotteries).
 */
export const LOTTERY_DRAW_MODES = ['traditional', 'entertainment', 'external'] as const;
export type LotteryDrawMode = (typeof LOTTERY_DRAW_MODES)[number];

/**
 * The draw engine's settings of a lottery game (docs/decisions/2026-11-21-lottery-draw-engine.md). The
 * weekdays are the game's spec §3 drawDayOfWeek (games.draw_day_of_week).
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    gamePk: bigint('game_pk', { mode: 'number' })
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The game's vendor id (spec gameId), unique among lottery games: the lottery API's key. */
    gameId: text('game_id').notNull(),
    region: text('region').$type<LotteryRegion>().notNull(),
    drawMode: text('draw_mode').$type<LotteryDrawMode>().notNull(),
    sheet: text('sheet').$type<SheetShape>(),
    /**
     * Days of the month "1,16" for lotteries drawn on dates rather than weekdays (the Thai
     * government lottery); null: the game's weekdays (games.draw_day_of_week) decide.
     */
    drawMonthDays: text('draw_month_days'),
    /** Local draw time "HH:MM" (traditional). */
    drawTime: text('draw_time'),
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
    /** Entertainment: seconds between draws. */
    intervalSeconds: integer('interval_seconds'),
    /** Sales close this many seconds before the draw (the lock time). */
    lockSeconds: integer('lock_seconds').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('lottery_games_game_id_uq').on(t.gameId),
    check('lottery_games_region_ck', inList(t.region, LOTTERY_REGIONS)),
    check('lottery_games_mode_ck', inList(t.drawMode, LOTTERY_DRAW_MODES)),
    check('lottery_games_sheet_ck', inList(t.sheet, SHEET_SHAPES)),
    check(
      'lottery_games_schedule_ck',
      sql`(${t.drawMode} <> 'traditional' or (${t.drawTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.sheet} is not null))
        and (${t.drawMode} <> 'entertainment' or (${t.intervalSeconds} >= 30 and ${t.sheet} is not null))`,
    ),
    check('lottery_games_lock_ck', sql`${t.lockSeconds} >= 0`),
  ],
);

/**
 * Draws (spec numero). One row per game and numero (unique: creating a draw twice, from any number
 * of processes, makes one row). States: scheduled → open → locked → drawn → settled, or cancelled.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gamePk: bigint('game_pk', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    numero: text('numero').notNull(),
    status: text('status').$type<DrawStatus>().notNull().default('scheduled'),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** ELOTT: SHA-256 of the seed, public from creation. */
    commitment: text('commitment'),
    /** ELOTT: the secret seed; answered by the API only once the draw is drawn. */
    seed: text('seed'),
    /** Wire format (spec §3): levels by `~`, numbers by `,`. */
    winningNumber: text('winning_number'),
    resultSource: text('result_source').$type<ResultSource>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_numero_uq').on(t.gamePk, t.numero),
    index('lottery_draws_game_draw_at_idx').on(t.gamePk, t.drawAt),
    index('lottery_draws_status_draw_at_idx').on(t.status, t.drawAt),
    /** The history's order (lottery.repository.ts selectDrawPage), its games read from the index. */
    index('lottery_draws_drawn_idx')
      .on(t.drawAt.desc().nullsFirst(), t.id, t.gamePk)
      .where(sql`${t.winningNumber} is not null`),
    /** The back office's last drawn draw of each game (lottery-admin.service.ts). */
    index('lottery_draws_game_drawn_at_idx')
      .on(t.gamePk, t.drawnAt.desc())
      .where(sql`${t.drawnAt} is not null`),
    check('lottery_draws_status_ck', inList(t.status, DRAW_STATUSES)),
    check(
      'lottery_draws_times_ck',
      sql`${t.openAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`,
    ),
    check(
      'lottery_draws_result_ck',
      sql`(${t.status} in ('drawn', 'settled')) = (${t.winningNumber} is not null)`,
    ),
  ],
);

/**
 * Bets. Each is charged by one ledger transfer when placed and, if it wins, paid by one more whose
 * idempotency key names the bet (`lottery:win:{id}`), so a second settlement pays nothing.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betNo: text('bet_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    gamePk: bigint('game_pk', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    betType: text('bet_type').$type<LotteryBetType>().notNull(),
    /** The chosen numbers, comma-separated ("01,45"). */
    numbers: text('numbers').notNull(),
    /** Stake units: one per number, one for a combination. */
    units: integer('units').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    totalStakeMinor: bigint('total_stake_minor', { mode: 'bigint' }).notNull(),
    /** Odds in thousandths, fixed when the bet is placed. */
    oddsMilli: bigint('odds_milli', { mode: 'bigint' }).notNull(),
    /** The wallet charged: the member's, or the trial wallet of a trial account. */
    isTrial: boolean('is_trial').notNull().default(false),
    status: text('status').$type<LotteryBetStatus>().notNull().default('pending'),
    hits: integer('hits'),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The member's request id and the bet's place in it: a retried request places nothing twice. */
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_bet_no_uq').on(t.betNo),
    uniqueIndex('lottery_bets_member_request_uq').on(t.memberId, t.requestKey),
    index('lottery_bets_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id),
    // Settlement walks a draw's bets by id. No index holds status, hits, win_minor or settled_at,
    // so settling a bet is a HOT update (migration 0029 also leaves half of each page free for it:
    // docs/decisions/2026-11-25-set-based-settlement.md).
    index('lottery_bets_draw_bet_idx').on(t.drawId, t.id),
    check('lottery_bets_type_ck', inList(t.betType, LOTTERY_BET_TYPES)),
    check('lottery_bets_status_ck', inList(t.status, LOTTERY_BET_STATUSES)),
    check('lottery_bets_stake_ck', sql`${t.stakeMinor} > 0 and ${t.units} > 0`),
    check('lottery_bets_total_ck', sql`${t.totalStakeMinor} = ${t.stakeMinor} * ${t.units}`),
    check('lottery_bets_win_ck', sql`${t.winMinor} >= 0`),
  ],
);

/**
 * Corrections of a settled traditional draw's result (docs/decisions/2026-11-24-lottery-result-correction.md):
 * the draw's history of results, who changed it, when and why. The draw row holds the current
 * result; each correction holds the one it replaced. `completedAt` is set once every bet of the
 * draw was re-settled against the result (a correction interrupted by a crash is finished by the
 * next call for the draw).
 */
export const lotteryResultCorrections = pgTable(
  'lottery_result_corrections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    /** 1, 2, … per draw. */
    correctionNo: integer('correction_no').notNull(),
    previousWinningNumber: text('previous_winning_number').notNull(),
    winningNumber: text('winning_number').notNull(),
    reason: text('reason').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorName: text('operator_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_result_corrections_draw_no_uq').on(t.drawId, t.correctionNo),
    check('lottery_result_corrections_no_ck', sql`${t.correctionNo} >= 1`),
  ],
);

/**
 * What a correction did to one bet whose outcome changed: the win before and after, what was paid
 * to or taken back from the wallet (one ledger transfer keyed `lottery:correct:{correction}:{bet}`),
 * and what the member still owes on the bet because the wallet could not cover a reversal.
 */
export const lotteryCorrectionLines = pgTable(
  'lottery_correction_lines',
  {
    correctionId: bigint('correction_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryResultCorrections.id),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryBets.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    oldStatus: text('old_status').$type<LotteryBetStatus>().notNull(),
    newStatus: text('new_status').$type<LotteryBetStatus>().notNull(),
    oldWinMinor: bigint('old_win_minor', { mode: 'bigint' }).notNull(),
    newWinMinor: bigint('new_win_minor', { mode: 'bigint' }).notNull(),
    /** Paid into the wallet by this correction. */
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull(),
    /** Taken back from the wallet by this correction. */
    reclaimedMinor: bigint('reclaimed_minor', { mode: 'bigint' }).notNull(),
    /** Still owed by the member on this bet after this correction (the bet's latest line holds it). */
    owedMinor: bigint('owed_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.correctionId, t.betId] }),
    index('lottery_correction_lines_bet_idx').on(t.betId),
    index('lottery_correction_lines_member_idx').on(t.memberId),
    check(
      'lottery_correction_lines_amounts_ck',
      sql`${t.paidMinor} >= 0 and ${t.reclaimedMinor} >= 0 and ${t.owedMinor} >= 0 and ${t.oldWinMinor} >= 0 and ${t.newWinMinor} >= 0`,
    ),
  ],
);
