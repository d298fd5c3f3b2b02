import { randomInt } from 'node:crypto';
import { isEmbedded, queryPrepared, type Db } from '../../db/client.ts';
import { ACCOUNTS, HOUSE_SHARDS, TRIAL_FUNDING_SHARDS } from '../ledger/ledger.service.ts';

/**
 * Group commit for the vendor wallet's one-statement path (docs/decisions/2026-11-24-money-path.md):
 * a batch in the database at a time per process, or two on PostgreSQL when they share no row
 * (MAX_IN_FLIGHT; docs/decisions/2026-11-29-two-batches.md); the calls that arrive meanwhile
 * wait and go together in the next one: one statement, one transaction, one commit. Nothing
 * waits on a timer: an idle process sends a lone call on the next turn of the event loop (after the requests
 * already received have been read, so that they come along; on PGlite, which runs in this thread,
 * that is the only time calls can gather). Each call gets its own row back; a call the function
 * cannot apply answers 'SLOW' inside its own subtransaction, so it fails alone. When the whole
 * batch fails (a deadlock with another process, an error nobody expected), each of its calls is
 * sent again alone, and one that fails alone too is handed back to the caller's full path
 * (undefined).
 *
 * A batch credits or debits one house row (or trial funding row) for all its calls and locks its
 * ledger rows first, in the ledger's order, so two batches (of two processes, or with
 * MAX_IN_FLIGHT above one) never wait on each other in a cycle. Within a process they do not wait
 * on each other at all: a batch beside another takes only calls of players the other does not
 * hold (every row a call locks, its wallet, round and bet, is its player's) and a house and trial
 * funding row the other does not use; a player's later calls wait for the next batch.
 * The full path's money transactions of this process wait until no batch runs (`exclusive`), and
 * hold the next batches until they are done, so a batch, which locks many players' rows at once,
 * never waits on them in a cycle either.
 */

/** One call, as vendor_wallet_calls reads it (bigints as decimal strings). */
export type QuickCall = {
  action: 'bet' | 'win' | 'rollback';
  walletAccount: string;
  vendorCode: string;
  secretEnv: string;
  memberId: string;
  walletCode: string;
  counterparty: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  betTransactionId: string | null;
  roundClosed: boolean | null;
  amount: string;
  fingerprint: string;
  requestId: string;
  meta: Record<string, unknown>;
  reference: string;
  idempotencyKey: string;
  winReference: string;
};

export type QuickResult = {
  outcome: 'OK' | 'REPLAY' | 'SLOW';
  balance_after: string | null;
  first_fingerprint: string | null;
  moved: boolean;
};

/**
 * Calls in one batch at most. Each call runs in a subtransaction of its own; PostgreSQL keeps up
 * to 64 of a transaction's subtransaction ids in shared memory and, past that, makes every other
 * session look them up on disk, so a batch stays below that.
 */
export const MAX_BATCH = 48;
/**
 * Batches in the database at once on PostgreSQL: the second one runs while the first commits
 * (over 64 players 2,091 → 2,990 calls/s, bet p99 74 → 51 ms in one sitting; on one player it
 * takes nothing, since every call is that player's). Embedded PGlite runs one statement at a
 * time, so there a second batch would only split the first: one.
 */
export const MAX_IN_FLIGHT = 2;

const BATCH_SQL = `select n, outcome, balance_after::text as balance_after, first_fingerprint, moved
  from vendor_wallet_calls($1::jsonb) order by n`;

type Pending = { call: QuickCall; resolve: (row: QuickResult | undefined) => void };

export type GroupCommitStats = { batches: number; calls: number; largest: number; retried: number };

export class GroupCommit {
  private pending: Pending[] = [];
  private scheduled = false;
  private inFlight = 0;
  private exclusiveRunning = false;
  private exclusives: Array<() => Promise<void>> = [];
  /** The players (wallet codes) and house or trial funding rows of the batches in flight. */
  private readonly held = new Set<string>();
  readonly stats: GroupCommitStats = { batches: 0, calls: 0, largest: 0, retried: 0 };
  /**
   * false: every call is its own statement and transaction, side by side on the pool (the
   * benchmark measures both ways).
   */
  enabled = true;
  /** Batches in the database at once (MAX_IN_FLIGHT on PostgreSQL, one on PGlite). */
  maxInFlight: number;

  constructor(
    private readonly db: Db,
    embedded = false,
  ) {
    this.maxInFlight = embedded ? 1 : MAX_IN_FLIGHT;
  }

  /** Applies one call with the others that come meanwhile; undefined: take the full path. */
  submit(call: QuickCall): Promise<QuickResult | undefined> {
    if (!this.enabled) {
      return this.send([call]).then(
        (rows) => rows[0],
        () => undefined,
      );
    }
    return new Promise((resolve) => {
      this.pending.push({ call, resolve });
      this.schedule();
    });
  }

  /** Runs `fn` when no batch is in the database, and holds the next batches until it is done. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (!this.enabled) return fn();
    return new Promise<T>((resolve, reject) => {
      this.exclusives.push(() => fn().then(resolve, reject));
      this.next();
    });
  }

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    // After the requests that are ready now have been read, so that they come along.
    setImmediate(() => {
      this.scheduled = false;
      this.next();
    });
  }

  /** Starts what may start: a waiting full-path transaction once no batch runs, else batches. */
  private next() {
    if (this.exclusiveRunning) return;
    if (this.exclusives.length > 0) {
      if (this.inFlight > 0) return;
      const job = this.exclusives.shift()!;
      this.exclusiveRunning = true;
      void job().finally(() => {
        this.exclusiveRunning = false;
        this.next();
      });
      return;
    }
    while (this.inFlight < this.maxInFlight && this.pending.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      const rows = this.rowsFor(batch);
      this.inFlight += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        for (const row of rows.held) this.held.delete(row);
        this.next();
      };
      void this.runBatch(batch, rows, release).finally(release);
    }
  }

  /**
   * The next batch: up to MAX_BATCH waiting calls in their order of arrival, leaving those of
   * players a batch in flight holds (they go in the next one, still in order).
   */
  private take(): Pending[] {
    if (this.held.size === 0) return this.pending.splice(0, MAX_BATCH);
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    for (const p of this.pending) {
      if (batch.length < MAX_BATCH && !this.held.has(p.call.walletCode)) batch.push(p);
      else rest.push(p);
    }
    this.pending = rest;
    return batch;
  }

  /**
   * One house row and one trial funding row for the batch, picked at random among those no batch
   * in flight uses, and the rows it holds until its answers are back.
   */
  private rowsFor(batch: Pending[]): { house: string; trialFunding: string; held: string[] } {
    const house = this.freeRow(HOUSE_SHARDS, ACCOUNTS.house);
    const trialFunding = this.freeRow(TRIAL_FUNDING_SHARDS, ACCOUNTS.trialFunding);
    const held = [house, trialFunding, ...new Set(batch.map((p) => p.call.walletCode))];
    for (const row of held) this.held.add(row);
    return { house, trialFunding, held };
  }

  private freeRow(shards: number, code: (shard: number) => string): string {
    const free = Array.from({ length: shards }, (_, i) => code(i)).filter((c) => !this.held.has(c));
    return free[randomInt(free.length)]!;
  }

  /**
   * `release` lets the next batch start: called as soon as this one's answers are back, before
   * they are handed out, so that the database runs the next batch while the answers are written.
   */
  private async runBatch(
    batch: Pending[],
    { house, trialFunding }: { house: string; trialFunding: string },
    release: () => void,
  ): Promise<void> {
    this.stats.batches += 1;
    this.stats.calls += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    // One house row (and one trial funding row) per batch, locked with the players' rows in the
    // ledger's order before anything else.
    const calls = batch.map((p) => ({
      ...p.call,
      counterparty: p.call.walletCode.startsWith('trial:') ? trialFunding : house,
    }));
    try {
      const rows = await this.send(calls);
      release();
      batch.forEach((p, i) => p.resolve(rows[i]));
    } catch {
      this.stats.retried += batch.length;
      for (const [i, p] of batch.entries()) {
        try {
          p.resolve((await this.send([calls[i]!]))[0]);
        } catch {
          p.resolve(undefined);
        }
      }
    }
  }

  private async send(calls: QuickCall[]): Promise<QuickResult[]> {
    const rows = await queryPrepared<QuickResult & { n: number }>(
      this.db,
      'vendor_wallet_calls',
      BATCH_SQL,
      [JSON.stringify(calls)],
    );
    if (rows.length !== calls.length) throw new Error('vendor_wallet_calls: a row per call');
    return rows;
  }
}

const byDb = new WeakMap<Db, GroupCommit>();

/** The group commit of a database (one per process and database). */
export function groupCommitOf(db: Db): GroupCommit {
  let group = byDb.get(db);
  if (!group) {
    group = new GroupCommit(db, isEmbedded(db));
    byDb.set(db, group);
  }
  return group;
}
