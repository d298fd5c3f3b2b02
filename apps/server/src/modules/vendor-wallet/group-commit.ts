import { queryPrepared, type Db } from '../../db/client.ts';
import { randomHouseAccount, randomTrialFundingAccount } from '../ledger/ledger.service.ts';

/**
 * Group commit for the vendor wallet's one-statement path (docs/decisions/2026-11-24-money-path.md):
 * one batch in the database at a time per process (MAX_IN_FLIGHT); the calls that arrive meanwhile wait
 * and go together in the next one: one statement, one transaction, one commit. Nothing waits on a
 * timer: an idle process sends a lone call on the next turn of the event loop (after the requests
 * already received have been read, so that they come along; on PGlite, which runs in this thread,
 * that is the only time calls can gather). Each call gets its own row back; a call the function
 * cannot apply answers 'SLOW' inside its own subtransaction, so it fails alone. When the whole
 * batch fails (a deadlock with another process, an error nobody expected), each of its calls is
 * sent again alone, and one that fails alone too is handed back to the caller's full path
 * (undefined).
 *
 * A batch credits or debits one house row (or trial funding row) for all its calls and locks its
 * ledger rows first, in the ledger's order, so two batches (of two processes, or with
 * MAX_IN_FLIGHT above one) never wait on each other in a cycle.
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
 * Batches in the database at once. Their rows are locked in one order, so more never cycle; but
 * on one busy player a second batch only waits for the first's rows with fewer calls aboard, and
 * over many players two gained little on this 2-core machine, so one it is.
 */
export const MAX_IN_FLIGHT = 1;

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
  readonly stats: GroupCommitStats = { batches: 0, calls: 0, largest: 0, retried: 0 };
  /**
   * false: every call is its own statement and transaction, side by side on the pool (the
   * benchmark measures both ways).
   */
  enabled = true;
  /** Batches in the database at once (MAX_IN_FLIGHT). */
  maxInFlight = MAX_IN_FLIGHT;

  constructor(private readonly db: Db) {}

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
      const batch = this.pending.splice(0, MAX_BATCH);
      this.inFlight += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.next();
      };
      void this.runBatch(batch, release).finally(release);
    }
  }

  /**
   * `release` lets the next batch start: called as soon as this one's answers are back, before
   * they are handed out, so that the database runs the next batch while the answers are written.
   */
  private async runBatch(batch: Pending[], release: () => void): Promise<void> {
    this.stats.batches += 1;
    this.stats.calls += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    // One house row (and one trial funding row) per batch: two batches in flight then rarely
    // share one, and each locks its rows in the ledger's order before anything else.
    const house = randomHouseAccount();
    const trialFunding = randomTrialFundingAccount();
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
    group = new GroupCommit(db);
    byDb.set(db, group);
  }
  return group;
}
