import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  BET_TYPE_RULES,
  betHits,
  elottCommitment,
  elottSheetFromSeed,
  formatWinningNumber,
  hittingNumbers,
  parseWinningNumber,
  SHEET_BET_TYPES,
  SHEET_LEVELS,
  sheetShapeOf,
  winMinor,
  type LotteryBetStatus,
  type LotteryBetType,
  type PrizeLevelNumbers,
  type SheetShape,
} from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { withRetry } from '../../db/retry.ts';
import {
  lotteryBetsSettled,
  lotteryDrawsSettled,
  schedulerFailures,
  schedulerLag,
} from '../../lib/metrics.ts';
import type { lotteryDraws } from '../../db/schema.ts';
import {
  ACCOUNTS,
  HOUSE_SHARDS,
  postTransfers,
  TRIAL_FUNDING_SHARDS,
  type TransferInput,
} from '../ledger/ledger.service.ts';
import {
  advanceDrawStates,
  claimDueDraws,
  claimPendingBets,
  insertDraws,
  markSettledIfDone,
  selectDrawById,
  selectDrawsToSettle,
  selectLotteryGames,
  selectNextDrawEvent,
  selectNumerosFrom,
  storeResult,
  updateBetOutcomes,
  type HittingNumbers,
  type LotteryGameRow,
  type PendingBet,
} from './lottery.repository.ts';
import {
  entertainmentDraws,
  parseDrawDays,
  parseMonthDays,
  upcomingTraditionalDraws,
  type ScheduleSettings,
} from './schedule.ts';

/**
 * The draw engine (docs/decisions/2026-11-21-lottery-draw-engine.md). Every step is safe to run from
 * any number of processes at once, and to run again:
 * - draws are created ahead with INSERT … ON CONFLICT (game, numero) DO NOTHING;
 * - state changes are single conditional UPDATEs (scheduled → open → locked);
 * - due draws and pending bets are claimed with SELECT … FOR UPDATE SKIP LOCKED, and a result is
 *   stored only on a draw that has none;
 * - a win is one ledger transfer keyed by the bet (`lottery:win:{id}`), written in the transaction
 *   that marks the bet settled.
 * Time comes from an injected clock, so tests drive it without waiting.
 */

/** Bets claimed per transaction (most are settled lost by the claiming statement itself). */
const SETTLE_BATCH = 5000;
/** Draws drawn per transaction. */
const DRAW_BATCH = 100;
/** Traditional draws are created this many days ahead. */
const TRADITIONAL_HORIZON_DAYS = 7;
/** Entertainment draws are created for at least this far ahead (and at least 3 draws). */
const ENTERTAINMENT_HORIZON_MS = 15 * 60_000;
/** How often the schedule is extended (creating draws is idempotent, so any process may do it). */
const ENSURE_EVERY_MS = 30_000;
/** Demo data: a provincial draw gets its (random, marked demo) result this long after the draw. */
const DEMO_RESULT_DELAY_MS = 20 * 60_000;
/** The scheduler wakes this long after an event's instant, so that the event is due on its clock. */
const WAKE_MARGIN_MS = 20;

/** Stakes go to the lottery pool's shards 0..7; wins and refunds leave from shards 8..15. */
const STAKE_SHARDS = HOUSE_SHARDS / 2;
/** Advisory-lock namespace of the payout shards (one settler per shard at a time). */
const PAYOUT_LOCK_NAMESPACE = 0x4c4f54; // "LOT"

export function randomStakeAccount(): string {
  return ACCOUNTS.lotteryHouse(randomInt(STAKE_SHARDS));
}

export type LotteryClock = () => Date;

export type TickReport = {
  created: number;
  opened: number;
  locked: number;
  drawn: number;
  settledBets: number;
  settledDraws: number;
};

export type SettleReport = { settled: number; won: number; paidMinor: bigint };

/** Test hooks: a smaller batch, and a hook after each batch commits (to simulate a crash). */
export type SettleOptions = { batchSize?: number; afterBatch?: (batch: number) => void };

export function scheduleOf(game: LotteryGameRow): ScheduleSettings {
  return {
    drawMode: game.drawMode,
    drawDays: parseDrawDays(game.drawDayOfWeek),
    drawMonthDays: parseMonthDays(game.drawMonthDays),
    drawTime: game.drawTime,
    timeZone: game.timeZone,
    intervalSeconds: game.intervalSeconds,
    lockSeconds: game.lockSeconds,
  };
}

/** A sheet of random digits from the CSPRNG (demo results only). */
export function randomSheet(shape: SheetShape): string {
  return formatWinningNumber(
    SHEET_LEVELS[shape].map(({ level, count, digits }) => ({
      level,
      numbers: Array.from({ length: count }, () =>
        Array.from({ length: digits }, () => String(randomInt(10))).join(''),
      ),
    })),
  );
}

/** What a bet wins against a sheet. */
export function outcomeOf(
  bet: Pick<PendingBet, 'betType' | 'numbers' | 'stakeMinor' | 'oddsMilli'>,
  levels: readonly PrizeLevelNumbers[],
): { status: LotteryBetStatus; hits: number; winMinor: bigint } {
  const hits = betHits(bet.betType as LotteryBetType, bet.numbers.split(','), levels);
  const win = winMinor(bet.stakeMinor, bet.oddsMilli, hits);
  return { status: win > 0n ? 'won' : 'lost', hits, winMinor: win };
}

/**
 * Takes one payout shard of the lottery's pool for this transaction (before any row, so settlers
 * never wait in a cycle) and answers the accounts wins leave from: the shard, or trial funding.
 * A free shard is taken first, from a random start, so that concurrent settlers do not queue on
 * one shard while another is idle; only when all are taken does it wait for one.
 */
export async function takePayoutShard(tx: Db): Promise<{ house: string; trialFunding: string }> {
  const count = HOUSE_SHARDS - STAKE_SHARDS;
  const start = randomInt(count);
  let shard = STAKE_SHARDS + start;
  let taken = false;
  for (let i = 0; i < count && !taken; i++) {
    shard = STAKE_SHARDS + ((start + i) % count);
    const [row] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${PAYOUT_LOCK_NAMESPACE}, ${shard}) as ok`,
    );
    taken = row?.ok === true;
  }
  if (!taken) {
    shard = STAKE_SHARDS + start;
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_NAMESPACE}, ${shard})`);
  }
  return {
    house: ACCOUNTS.lotteryHouse(shard),
    trialFunding: ACCOUNTS.trialFunding(shard % TRIAL_FUNDING_SHARDS),
  };
}

/** A stored result's levels (it was checked against its sheet when it was stored). */
export function levelsOfStoredResult(winningNumber: string): PrizeLevelNumbers[] {
  // The stored sheet was checked when it was stored; every shape has its own number of levels.
  const shape = sheetShapeOf(winningNumber);
  if (!shape) throw new Error('stored result fits no sheet');
  const parsed = parseWinningNumber(winningNumber, shape);
  if (!parsed.ok) throw new Error(`stored result does not parse: ${parsed.problem}`);
  return parsed.levels;
}

/**
 * A stored result as settlement uses it: its levels, and per bet type of its sheet the numbers that
 * hit on their own, with which the claiming statement settles the bets that cannot win.
 */
export function settlementSheet(winningNumber: string): {
  levels: PrizeLevelNumbers[];
  hitting: HittingNumbers[];
} {
  const levels = levelsOfStoredResult(winningNumber);
  const shape = sheetShapeOf(winningNumber)!;
  return {
    levels,
    hitting: SHEET_BET_TYPES[shape].map((betType) => ({
      betType,
      numbers: hittingNumbers(betType, levels),
      combination: BET_TYPE_RULES[betType].combination,
    })),
  };
}

export class LotteryEngine {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private started = false;
  private lastEnsure = -Infinity;

  constructor(
    private readonly db: Db,
    private readonly options: {
      clock: LotteryClock;
      log?: FastifyBaseLogger;
      /** Demo data: give provincial draws a random result (marked demo) after the draw. */
      demoResults?: boolean;
    },
  ) {}

  now(): Date {
    return this.options.clock();
  }

  /** Creates the draws of the coming days (traditional) and minutes (entertainment). */
  async ensureDraws(now: Date): Promise<number> {
    const list = (await selectLotteryGames(this.db)).filter((g) => g.drawMode !== 'external');
    const existing = new Set(
      (
        await selectNumerosFrom(
          this.db,
          list.map((g) => g.gamePk),
          now,
        )
      ).map((r) => `${r.gamePk}:${r.numero}`),
    );
    const rows: (typeof lotteryDraws.$inferInsert)[] = [];
    for (const game of list) {
      const s = scheduleOf(game);
      if (game.drawMode === 'traditional') {
        // Draws on days of the month are made a month ahead, so that the next one is always on sale.
        const horizon = s.drawMonthDays?.length ? 31 : TRADITIONAL_HORIZON_DAYS;
        for (const d of upcomingTraditionalDraws(s, now, horizon)) {
          if (!existing.has(`${game.gamePk}:${d.numero}`)) rows.push({ gamePk: game.gamePk, ...d });
        }
      } else if (game.intervalSeconds) {
        const count = Math.max(
          3,
          Math.ceil(ENTERTAINMENT_HORIZON_MS / (game.intervalSeconds * 1000)),
        );
        for (const d of entertainmentDraws(s, now, count)) {
          if (existing.has(`${game.gamePk}:${d.numero}`)) continue;
          // The seed is fixed now and only its hash is public until the draw.
          const seed = randomBytes(32).toString('hex');
          rows.push({ gamePk: game.gamePk, ...d, seed, commitment: await elottCommitment(seed) });
        }
      }
    }
    return insertDraws(this.db, rows);
  }

  /** Draws due entertainment draws from their committed seeds (a backlog too, in batches). */
  async drawEntertainment(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const { claimed, drawn } = await withRetry(() =>
        this.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const due = await claimDueDraws(tx, 'entertainment', now, DRAW_BATCH);
          let count = 0;
          for (const d of due) {
            if (!d.seed || !d.sheet) continue;
            const winningNumber = await elottSheetFromSeed(d.seed, d.game_code, d.numero, d.sheet);
            if (await storeResult(tx, d.id, { winningNumber, source: 'rng', drawnAt: now }))
              count++;
          }
          return { claimed: due.length, drawn: count };
        }),
      );
      total += drawn;
      if (claimed < DRAW_BATCH) return total;
    }
  }

  /** Demo only: random results (source demo) for provincial draws past their draw time. */
  async drawDemoResults(now: Date): Promise<number> {
    return withRetry(() =>
      this.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const due = await claimDueDraws(
          tx,
          'traditional',
          new Date(now.getTime() - DEMO_RESULT_DELAY_MS),
          100,
        );
        let drawn = 0;
        for (const d of due) {
          if (!d.sheet) continue;
          const winningNumber = randomSheet(d.sheet);
          if (await storeResult(tx, d.id, { winningNumber, source: 'demo', drawnAt: now })) drawn++;
        }
        return drawn;
      }),
    );
  }

  /**
   * Settles every pending bet of a drawn draw (or refunds those of a cancelled one), in batches
   * claimed with SKIP LOCKED so that several processes can share the work. Running it again
   * settles nothing twice: only pending bets are claimed, and a win's ledger key names the bet.
   * The claiming statement itself settles the bets that cannot win (most of them) as lost; only
   * the others are read here, scored by betHits and paid
   * (docs/decisions/2026-11-25-set-based-settlement.md).
   */
  async settleDraw(drawId: number, now: Date, options: SettleOptions = {}): Promise<SettleReport> {
    const total: SettleReport = { settled: 0, won: 0, paidMinor: 0n };
    const batchSize = options.batchSize ?? SETTLE_BATCH;
    // The result is read again in each batch: a correction may replace it between two batches.
    let sheet: ({ wire: string } & ReturnType<typeof settlementSheet>) | null = null;
    let batchNo = 0;
    // Walk the draw's bets by id; once past the end, one more pass from the start picks up bets
    // skipped while another settler held them (and released them without settling, on a retry).
    let cursor = 0;
    let restarted = false;
    for (;;) {
      const batch = await withRetry(() =>
        this.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const draw = await selectDrawById(tx, drawId, 'share');
          if (!draw) return null;
          const refund = draw.status === 'cancelled';
          if (!refund && draw.status !== 'drawn') return null;
          if (!refund && sheet?.wire !== draw.winningNumber) {
            sheet = { wire: draw.winningNumber!, ...settlementSheet(draw.winningNumber!) };
          }
          const payout = await takePayoutShard(tx);
          const { claimed, last, bets } = await claimPendingBets(
            tx,
            drawId,
            cursor,
            batchSize,
            refund ? null : { hitting: sheet!.hitting, now },
          );
          if (claimed === 0) return { settled: 0, won: 0, paidMinor: 0n, last: cursor };
          const outcomes = [];
          const transfers: TransferInput[] = [];
          let won = 0;
          let paid = 0n;
          for (const bet of bets) {
            const o = refund
              ? { status: 'void' as const, hits: null, winMinor: 0n }
              : outcomeOf(bet, sheet!.levels);
            const amount = refund ? bet.totalStakeMinor : o.winMinor;
            if (amount > 0n) {
              const wallet = bet.isTrial
                ? ACCOUNTS.trialWallet(bet.memberId)
                : ACCOUNTS.memberWallet(bet.memberId);
              transfers.push({
                debit: bet.isTrial ? payout.trialFunding : payout.house,
                credit: wallet,
                amountMinor: amount,
                kind: refund ? 'lottery_refund' : 'lottery_win',
                reference: `lottery:${bet.betNo}`,
                idempotencyKey: `lottery:${refund ? 'refund' : 'win'}:${bet.id}`,
                memberId: bet.memberId,
                meta: { drawId, betNo: bet.betNo },
              });
              if (!refund) won++;
              paid += amount;
            }
            outcomes.push({ id: bet.id, ...o });
          }
          await updateBetOutcomes(tx, outcomes, now);
          // Every payout of the batch in a few statements, in the transaction that settles the bets;
          // last, so that the winners' wallets stay locked for as short a time as possible.
          await postTransfers(tx, transfers);
          return { settled: claimed, won, paidMinor: paid, last };
        }),
      );
      if (!batch) break;
      if (batch.settled === 0) {
        if (restarted || cursor === 0) break;
        cursor = 0;
        restarted = true;
        continue;
      }
      cursor = batch.last;
      total.settled += batch.settled;
      total.won += batch.won;
      total.paidMinor += batch.paidMinor;
      options.afterBatch?.(++batchNo);
    }
    await markSettledIfDone(this.db, drawId, now);
    lotteryBetsSettled.inc(total.settled);
    return total;
  }

  /** Settles every drawn draw (and refunds cancelled ones). */
  async settleDue(now: Date): Promise<{ bets: number; draws: number }> {
    let bets = 0;
    let draws = 0;
    for (let round = 0; round < 100; round++) {
      const due = await selectDrawsToSettle(this.db, 50);
      if (due.length === 0) break;
      for (const d of due) bets += (await this.settleDraw(Number(d.id), now)).settled;
      draws += due.filter((d) => d.status === 'drawn').length;
      lotteryDrawsSettled.inc(due.length);
    }
    return { bets, draws };
  }

  /** One pass of the scheduler. */
  async tick(now: Date = this.now()): Promise<TickReport> {
    let created = 0;
    if (now.getTime() - this.lastEnsure >= ENSURE_EVERY_MS || now.getTime() < this.lastEnsure) {
      created = await this.ensureDraws(now);
      this.lastEnsure = now.getTime();
    }
    const { opened, locked } = await advanceDrawStates(this.db, now);
    let drawn = await this.drawEntertainment(now);
    if (this.options.demoResults) drawn += await this.drawDemoResults(now);
    const settled = await this.settleDue(now);
    return {
      created,
      opened,
      locked,
      drawn,
      settledBets: settled.bets,
      settledDraws: settled.draws,
    };
  }

  /**
   * When the scheduler should run its next pass after one at `now`: at the next draw event
   * (selectNextDrawEvent) or when the schedule is next extended, whichever comes first.
   */
  async nextPassAt(now: Date): Promise<Date> {
    const event = await selectNextDrawEvent(
      this.db,
      now,
      this.options.demoResults ? DEMO_RESULT_DELAY_MS : null,
    );
    return new Date(Math.min(this.lastEnsure + ENSURE_EVERY_MS, event?.getTime() ?? Infinity));
  }

  /**
   * Runs tick() now and then again at each draw event until stop(): between events it sleeps
   * instead of asking the database every second (docs/decisions/2026-12-02-lottery-scheduler-sleeps.md).
   * A pass never overlaps the previous one; after a failed pass, or with work already due again
   * (a backlog), the next comes `everyMs` later.
   */
  start(everyMs = 1000): void {
    if (this.started) return;
    this.started = true;
    let due = Date.now();
    const run = () => {
      this.timer = null;
      // How late this pass starts against its planned time (a busy event loop or a long pass).
      schedulerLag.set(Math.max(0, Date.now() - due) / 1000);
      this.running = this.tick()
        .then(async () => {
          const now = this.now();
          const next = (await this.nextPassAt(now)).getTime() - now.getTime();
          return next > 0 ? next + WAKE_MARGIN_MS : everyMs;
        })
        .catch((err: unknown) => {
          schedulerFailures.inc();
          this.options.log?.error({ err }, 'lottery tick failed');
          return everyMs;
        })
        .then((wait) => {
          this.running = null;
          if (!this.started) return;
          due = Date.now() + wait;
          this.timer = setTimeout(run, wait);
          this.timer.unref();
        });
    };
    run();
  }

  /** Stops the scheduler and waits for a pass in flight. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
