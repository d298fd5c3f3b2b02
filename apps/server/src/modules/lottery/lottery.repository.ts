import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, sum, type SQL } from 'drizzle-orm';
import type {
  DrawStatus,
  LotteryBetStatus,
  LotteryBetType,
  ResultSource,
  SheetShape,
} from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { games, lotteryBets, lotteryDraws, lotteryGames } from '../../db/schema.ts';
import { gameAnswerColumns } from '../game/game.repository.ts';

// ---- games

/** The game's answer columns (one list, in the game module) and its draw engine settings. */
const lotteryGameColumns = {
  gamePk: games.id,
  ...gameAnswerColumns,
  sort: games.sort,
  region: lotteryGames.region,
  drawMode: lotteryGames.drawMode,
  sheet: lotteryGames.sheet,
  drawTime: lotteryGames.drawTime,
  drawMonthDays: lotteryGames.drawMonthDays,
  timeZone: lotteryGames.timeZone,
  intervalSeconds: lotteryGames.intervalSeconds,
  lockSeconds: lotteryGames.lockSeconds,
};

/** Enabled lottery games with their engine settings, of some vendors (all when omitted). */
export async function selectLotteryGames(db: Db, vendorCodes?: readonly string[]) {
  const where = [eq(games.enabled, true), eq(lotteryGames.enabled, true)];
  if (vendorCodes) where.push(inArray(games.vassalage, [...vendorCodes]));
  return db
    .select(lotteryGameColumns)
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gamePk))
    .where(and(...where))
    .orderBy(asc(games.gameGroupId), desc(games.isTop), asc(games.sort), asc(games.id));
}
export type LotteryGameRow = Awaited<ReturnType<typeof selectLotteryGames>>[number];

/** One enabled lottery game by its vendor game id. */
export async function selectLotteryGameById(db: Db, gameId: string) {
  const [row] = await db
    .select(lotteryGameColumns)
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gamePk))
    .where(and(eq(lotteryGames.gameId, gameId), eq(games.enabled, true)))
    .limit(1);
  return row;
}

// ---- draws

export type DrawRow = typeof lotteryDraws.$inferSelect;

/** Draws to create; a draw that exists (same game and numero) is left alone. Answers how many were new. */
export async function insertDraws(db: Db, rows: (typeof lotteryDraws.$inferInsert)[]) {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(lotteryDraws)
    .values(rows)
    .onConflictDoNothing({ target: [lotteryDraws.gamePk, lotteryDraws.numero] })
    .returning({ id: lotteryDraws.id });
  return inserted.length;
}

/** Numeros of a game's draws whose draw time is at or after `from` (to skip creating them again). */
export async function selectNumerosFrom(db: Db, gamePks: number[], from: Date) {
  if (gamePks.length === 0) return [];
  return db
    .select({ gamePk: lotteryDraws.gamePk, numero: lotteryDraws.numero })
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.gamePk, gamePks), gte(lotteryDraws.drawAt, from)));
}

/** scheduled → open when the sale opens, scheduled/open → locked when it closes. Answers the counts. */
export async function advanceDrawStates(db: Db, now: Date) {
  const opened = await db
    .update(lotteryDraws)
    .set({ status: 'open' })
    .where(
      and(
        eq(lotteryDraws.status, 'scheduled'),
        lte(lotteryDraws.openAt, now),
        sql`${lotteryDraws.closeAt} > ${now}`,
      ),
    )
    .returning({ id: lotteryDraws.id });
  const locked = await db
    .update(lotteryDraws)
    .set({ status: 'locked' })
    .where(and(inArray(lotteryDraws.status, ['scheduled', 'open']), lte(lotteryDraws.closeAt, now)))
    .returning({ id: lotteryDraws.id });
  return { opened: opened.length, locked: locked.length };
}

/**
 * Claims due draws of one draw mode that have no result yet, locking them so that no other
 * process claims them (FOR UPDATE SKIP LOCKED). Call inside a transaction.
 */
export async function claimDueDraws(
  tx: Db,
  drawMode: 'entertainment' | 'traditional',
  dueBefore: Date,
  limit: number,
) {
  return queryRows<{
    id: number;
    numero: string;
    seed: string | null;
    game_code: string;
    sheet: SheetShape | null;
  }>(
    tx,
    sql`select d.id, d.numero, d.seed, g.game_code, lg.sheet
        from lottery_draws d
        join lottery_games lg on lg.game_pk = d.game_pk
        join games g on g.id = d.game_pk
        where lg.draw_mode = ${drawMode}
          and d.status in ('scheduled', 'open', 'locked')
          and d.draw_at <= ${dueBefore}
        order by d.draw_at, d.id
        limit ${limit}
        for update of d skip locked`,
  );
}

/** Stores a result on a draw that has none (status locked or earlier); answers whether it did. */
export async function storeResult(
  tx: Db,
  drawId: number,
  result: { winningNumber: string; source: ResultSource; drawnAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(lotteryDraws)
    .set({
      status: 'drawn',
      winningNumber: result.winningNumber,
      resultSource: result.source,
      drawnAt: result.drawnAt,
    })
    .where(
      and(
        eq(lotteryDraws.id, drawId),
        inArray(lotteryDraws.status, ['scheduled', 'open', 'locked']),
      ),
    )
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

/** A draw by game and numero, optionally locked (`for update` / `for share`). */
export async function selectDraw(
  db: Db,
  gamePk: number,
  numero: string,
  lock?: 'update' | 'share',
): Promise<DrawRow | undefined> {
  const q = db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gamePk, gamePk), eq(lotteryDraws.numero, numero)))
    .limit(1);
  const [row] =
    lock === 'update' ? await q.for('update') : lock === 'share' ? await q.for('share') : await q;
  return row;
}

export async function selectDrawById(db: Db, drawId: number, lock?: 'update' | 'share') {
  const q = db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId)).limit(1);
  const [row] =
    lock === 'update' ? await q.for('update') : lock === 'share' ? await q.for('share') : await q;
  return row;
}

/** The draw on sale or next to be (earliest close after now, not cancelled) of each game. */
export async function selectCurrentDraws(db: Db, gamePks: number[], now: Date) {
  if (gamePks.length === 0) return [];
  return db
    .selectDistinctOn([lotteryDraws.gamePk])
    .from(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.gamePk, gamePks),
        inArray(lotteryDraws.status, ['scheduled', 'open']),
        sql`${lotteryDraws.closeAt} > ${now}`,
      ),
    )
    .orderBy(asc(lotteryDraws.gamePk), asc(lotteryDraws.drawAt));
}

/** Draws of a game a bet may be placed on now, soonest first. */
export async function selectOpenDraws(db: Db, gamePk: number, now: Date, limit: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gamePk, gamePk),
        inArray(lotteryDraws.status, ['scheduled', 'open']),
        lte(lotteryDraws.openAt, now),
        sql`${lotteryDraws.closeAt} > ${now}`,
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(limit);
}

/**
 * The last drawn result of each game: one probe of (game, draw time) per game, newest first. A
 * DISTINCT ON over the games' drawn rows read every one of them, and the fast rooms draw up to
 * 2,880 times a day: ~150 ms a lobby call once each had 20,000 (about a week), ~1.5 ms this way.
 */
export async function selectPreviousResults(db: Db, gamePks: number[]) {
  if (gamePks.length === 0) return [];
  return previousResultsQuery(db, gamePks);
}

/** The query of selectPreviousResults (its plan is checked in lottery.repository.plan.test.ts). */
export function previousResultsQuery(db: Db, gamePks: number[]) {
  const last = db
    .select({
      numero: lotteryDraws.numero,
      drawAt: lotteryDraws.drawAt,
      winningNumber: lotteryDraws.winningNumber,
    })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gamePk, lotteryGames.gamePk),
        sql`${lotteryDraws.winningNumber} is not null`,
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(1)
    .as('last');
  return db
    .select({
      gamePk: lotteryGames.gamePk,
      numero: last.numero,
      drawAt: last.drawAt,
      winningNumber: last.winningNumber,
    })
    .from(lotteryGames)
    .innerJoinLateral(last, sql`true`)
    .where(inArray(lotteryGames.gamePk, gamePks));
}

/** The next `limit` draws not yet closed among some games, soonest first (the Vietnamese strip). */
export async function selectUpcomingDraws(db: Db, gamePks: number[], now: Date, limit: number) {
  if (gamePks.length === 0) return [];
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.gamePk, gamePks),
        inArray(lotteryDraws.status, ['scheduled', 'open']),
        sql`${lotteryDraws.closeAt} > ${now}`,
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
    .limit(limit);
}

/**
 * How many draws a list of draws reaches: the public history's 500 pages of 20, the back office's
 * 200 of 50. The fast rooms draw up to 2,880 times a day and no draw is deleted: sorting and
 * counting all of them cost the history 81 ms a call after a week (191 ms on PostgreSQL) and the
 * back office's settled draws 47 ms, and grew for ever. Older draws are reached by a game, a draw
 * mode (the correction panel's settled provincial draws, at most one a day per game), a date range
 * or the history panel's configured link (spec §2).
 */
export const DRAW_LIST_DEPTH = 10_000;

/**
 * A page of draws of some games (history: drawn ones, newest first; admin: by status), among the
 * first DRAW_LIST_DEPTH in that order; the count stops there too, so a call reads at most that many
 * rows however many draws the games have had.
 */
export async function selectDrawPage(
  db: Db,
  filter: { gamePks: number[]; statuses?: DrawStatus[]; drawn?: boolean; from?: Date; to?: Date },
  page: { offset: number; limit: number },
  order: 'newest' | 'oldest',
) {
  if (filter.gamePks.length === 0) return { rows: [], total: 0 };
  const where: SQL[] = [inArray(lotteryDraws.gamePk, filter.gamePks)];
  if (filter.statuses) where.push(inArray(lotteryDraws.status, filter.statuses));
  if (filter.drawn) where.push(sql`${lotteryDraws.winningNumber} is not null`);
  if (filter.from) where.push(gte(lotteryDraws.drawAt, filter.from));
  if (filter.to) where.push(lt(lotteryDraws.drawAt, filter.to));
  const condition = and(...where);
  const limit = Math.min(page.limit, DRAW_LIST_DEPTH - page.offset);
  const kept = db
    .select({ one: sql<number>`1`.as('one') })
    .from(lotteryDraws)
    .where(condition)
    .limit(DRAW_LIST_DEPTH)
    .as('kept');
  const [rows, [totals]] = await Promise.all([
    limit <= 0
      ? []
      : db
          .select()
          .from(lotteryDraws)
          .where(condition)
          .orderBy(
            order === 'newest' ? desc(lotteryDraws.drawAt) : asc(lotteryDraws.drawAt),
            asc(lotteryDraws.id),
          )
          .offset(page.offset)
          .limit(limit),
    db.select({ total: count() }).from(kept),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Once none of its bets is pending, marks a drawn draw settled, or a cancelled one refunded (its
 * settled_at); answers whether it did. No bet is added to a cancelled draw: placing a bet holds the
 * draw's row, which cancelling updates.
 */
export async function markSettledIfDone(db: Db, drawId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update lottery_draws
           set status = case when status = 'drawn' then 'settled' else status end, settled_at = ${now}
        where id = ${drawId}
          and (status = 'drawn' or (status = 'cancelled' and settled_at is null))
          and not exists (select 1 from lottery_bets b where b.draw_id = ${drawId} and b.status = 'pending')
        returning id`,
  );
  return rows.length === 1;
}

/**
 * Drawn draws waiting for settlement, and cancelled ones not refunded yet. (Read every scheduler
 * pass: it looks at draw rows only, since bet status is in no index.)
 */
export async function selectDrawsToSettle(db: Db, limit: number) {
  return queryRows<{ id: number; status: DrawStatus }>(
    db,
    sql`select d.id, d.status from lottery_draws d
        where d.status = 'drawn' or (d.status = 'cancelled' and d.settled_at is null)
        order by d.draw_at
        limit ${limit}`,
  );
}

/**
 * When the scheduler next has something to do (docs/decisions/2026-12-02-lottery-scheduler-sleeps.md):
 * `next`, the earliest opening of a scheduled draw, close of a draw on sale or draw time of an
 * entertainment draw without a result, or `now` while a drawn or cancelled draw waits to be
 * settled; and `provincial`, the earliest draw time of a provincial draw without a result. Each
 * part reads only the draws not yet drawn or settled, through the status index.
 */
export function nextDrawEventQuery(now: Date): SQL {
  return sql`select least(
      (select min(open_at) from lottery_draws where status = 'scheduled'),
      (select min(close_at) from lottery_draws where status in ('scheduled', 'open')),
      (select min(d.draw_at) from lottery_draws d
        join lottery_games lg on lg.game_pk = d.game_pk
        where lg.draw_mode = 'entertainment' and d.status in ('scheduled', 'open', 'locked')),
      (select ${now}::timestamptz where exists (
        select 1 from lottery_draws
        where status = 'drawn' or (status = 'cancelled' and settled_at is null)))
    ) as next,
    (select min(d.draw_at) from lottery_draws d
      join lottery_games lg on lg.game_pk = d.game_pk
      where lg.draw_mode = 'traditional' and d.status in ('scheduled', 'open', 'locked')
    ) as provincial`;
}

/**
 * The instant of the next draw event (nextDrawEventQuery), null when there is none; with
 * `demoDelayMs`, a provincial draw's demo result that long after its draw is one too.
 */
export async function selectNextDrawEvent(
  db: Db,
  now: Date,
  demoDelayMs: number | null,
): Promise<Date | null> {
  const [row] = await queryRows<{ next: Date | string | null; provincial: Date | string | null }>(
    db,
    nextDrawEventQuery(now),
  );
  const times = [row?.next];
  if (demoDelayMs !== null && row?.provincial != null) {
    times.push(new Date(new Date(row.provincial).getTime() + demoDelayMs));
  }
  const found = times.filter((t) => t != null).map((t) => new Date(t).getTime());
  return found.length ? new Date(Math.min(...found)) : null;
}

/** Cancels a draw that has no result; answers whether it did. */
export async function cancelDrawRow(tx: Db, drawId: number, reason: string) {
  const rows = await tx
    .update(lotteryDraws)
    .set({ status: 'cancelled', cancelReason: reason })
    .where(
      and(
        eq(lotteryDraws.id, drawId),
        inArray(lotteryDraws.status, ['scheduled', 'open', 'locked']),
      ),
    )
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

// ---- bets

export type BetRow = typeof lotteryBets.$inferSelect;

/** A pending bet as settlement reads it. */
export type PendingBet = {
  id: number;
  memberId: number;
  betType: LotteryBetType;
  numbers: string;
  stakeMinor: bigint;
  totalStakeMinor: bigint;
  oddsMilli: bigint;
  isTrial: boolean;
  betNo: string;
};

/**
 * The numbers of one bet type that hit on their own against the draw's sheet (contracts'
 * hittingNumbers): a bet of the type can win only when one of its numbers is among them, or all of
 * them for a combination.
 */
export type HittingNumbers = { betType: LotteryBetType; numbers: string[]; combination: boolean };

/**
 * Claims the next `limit` pending bets of a draw after `afterId`, locked for this transaction (rows
 * another settler holds are skipped; the cursor keeps each batch from walking bets already settled).
 * With `lost`, the same statement settles as lost (no hits, nothing won) every claimed bet that no
 * hitting number can make win, so that only the bets that may win travel to the engine; without it
 * (a refund) every claimed bet does. Answers how many bets were claimed, the last id claimed, and
 * the bets left to the engine (locked, still pending).
 */
export async function claimPendingBets(
  tx: Db,
  drawId: number,
  afterId: number,
  limit: number,
  lost: { hitting: readonly HittingNumbers[]; now: Date } | null,
): Promise<{ claimed: number; last: number; bets: PendingBet[] }> {
  // Numbers are digits only (checkBetNumbers), so they go into an array literal as they are.
  const cases = (lost?.hitting ?? []).map(
    (h) =>
      sql`when ${h.betType} then string_to_array(numbers, ',') ${sql.raw(h.combination ? '<@' : '&&')} ${`{${h.numbers.join(',')}}`}::text[]`,
  );
  // A bet of a type with no entry (none on this sheet) goes to the engine, which decides.
  const mayWin =
    cases.length > 0 ? sql`case bet_type ${sql.join(cases, sql` `)} else true end` : sql`true`;
  const settleLost = lost
    ? sql`, lost as (
        update lottery_bets b set status = 'lost', hits = 0, win_minor = 0, settled_at = ${lost.now}
          from claimed c
         where b.id = c.id and not c.may_win and b.status = 'pending')`
    : sql``;
  const rows = await queryRows<{
    claimed: number;
    last: string | number | null;
    id: string | number | null;
    member_id: string | number;
    bet_type: LotteryBetType;
    numbers: string;
    stake_minor: string | bigint;
    total_stake_minor: string | bigint;
    odds_milli: string | bigint;
    is_trial: boolean;
    bet_no: string;
  }>(
    tx,
    sql`with claimed as (
          select id, member_id, bet_type, numbers, stake_minor, total_stake_minor, odds_milli,
                 is_trial, bet_no, ${mayWin} as may_win
            from lottery_bets
           where draw_id = ${drawId} and status = 'pending' and id > ${afterId}
           order by id
           limit ${limit}
             for update skip locked
        )${settleLost}
        select s.claimed, s.last, c.id, c.member_id, c.bet_type, c.numbers, c.stake_minor,
               c.total_stake_minor, c.odds_milli, c.is_trial, c.bet_no
          from (select count(*)::int as claimed, max(id) as last from claimed) s
          left join claimed c on c.may_win
         order by c.id`,
  );
  const head = rows[0];
  if (!head || head.claimed === 0) return { claimed: 0, last: afterId, bets: [] };
  return {
    claimed: Number(head.claimed),
    last: Number(head.last),
    bets: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        betType: r.bet_type,
        numbers: r.numbers,
        stakeMinor: BigInt(r.stake_minor),
        totalStakeMinor: BigInt(r.total_stake_minor),
        oddsMilli: BigInt(r.odds_milli),
        isTrial: r.is_trial,
        betNo: r.bet_no,
      })),
  };
}

/** Writes the outcome of settled bets in one statement. */
export async function updateBetOutcomes(
  tx: Db,
  outcomes: { id: number; status: LotteryBetStatus; hits: number | null; winMinor: bigint }[],
  now: Date,
) {
  if (outcomes.length === 0) return;
  const array = (values: (string | number | null)[]) =>
    `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
  await tx.execute(sql`update lottery_bets b
    set status = v.status, hits = v.hits, win_minor = v.win, settled_at = ${now}
    from unnest(${array(outcomes.map((o) => o.id))}::bigint[],
                ${array(outcomes.map((o) => o.status))}::text[],
                ${array(outcomes.map((o) => o.hits))}::int[],
                ${array(outcomes.map((o) => o.winMinor.toString()))}::bigint[]) as v(id, status, hits, win)
    where b.id = v.id and b.status = 'pending'`);
}

export async function insertBet(tx: Db, row: typeof lotteryBets.$inferInsert) {
  const [inserted] = await tx.insert(lotteryBets).values(row).returning();
  return inserted!;
}

/** A member's bets of one request (`requestId:index` keys). */
export async function selectBetsOfRequest(db: Db, memberId: number, requestId: string) {
  return db
    .select()
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.memberId, memberId),
        sql`${lotteryBets.requestKey} like ${`${requestId}:%`}`,
      ),
    )
    .orderBy(asc(lotteryBets.id));
}

/** Bets with their draw and game, for the member's record. */
export async function selectBetPage(
  db: Db,
  filter: {
    memberId: number;
    status?: LotteryBetStatus;
    gamePk?: number;
    numero?: string;
    betType?: LotteryBetType;
    from?: Date;
    to?: Date;
  },
  page: { offset: number; limit: number },
) {
  const where: SQL[] = [eq(lotteryBets.memberId, filter.memberId)];
  if (filter.status) where.push(eq(lotteryBets.status, filter.status));
  if (filter.gamePk) where.push(eq(lotteryBets.gamePk, filter.gamePk));
  if (filter.numero) where.push(eq(lotteryDraws.numero, filter.numero));
  if (filter.betType) where.push(eq(lotteryBets.betType, filter.betType));
  if (filter.from) where.push(gte(lotteryBets.createdAt, filter.from));
  if (filter.to) where.push(lt(lotteryBets.createdAt, filter.to));
  const condition = and(...where);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        bet: lotteryBets,
        draw: lotteryDraws,
        game: {
          gameId: games.gameId,
          nodeId: games.nodeId,
          gameName: games.gameName,
          names: games.names,
        },
      })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .innerJoin(games, eq(games.id, lotteryBets.gamePk))
      .where(condition)
      .orderBy(desc(lotteryBets.createdAt), desc(lotteryBets.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({
        total: count(),
        stake: sum(lotteryBets.totalStakeMinor),
        win: sum(lotteryBets.winMinor),
      })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(condition),
  ]);
  return {
    rows,
    total: totals?.total ?? 0,
    stake: BigInt(totals?.stake ?? 0),
    win: BigInt(totals?.win ?? 0),
  };
}

/** The member's lottery games, last bet first. */
export async function selectRecentLotteryGamePks(db: Db, memberId: number, limit: number) {
  const rows = await queryRows<{ game_pk: number }>(
    db,
    sql`select game_pk from lottery_bets where member_id = ${memberId}
        group by game_pk order by max(created_at) desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.game_pk));
}
