import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { DurableNodeFS, durableStartParams } from './durable-nodefs.ts';
import { reportPool } from '../lib/metrics.ts';

export type Schema = typeof schema;
/** The Drizzle handle every repository takes; the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

function reportConnectionError(error: Error) {
  console.error(
    JSON.stringify({
      level: 50,
      msg: 'database connection lost; it is replaced on next use',
      err: error.message,
    }),
  );
}

// bigint columns come back as strings from node-postgres by default; keep them as strings
// everywhere (money is parsed explicitly by the ledger), so both drivers agree.
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** The embedded database syncs every commit to disk (default); false trades that for speed. */
  fsync?: boolean;
  /** Told when the server drops an idle connection (restart, failover, idle timeout). */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      // While the database is unreachable a query waits at most this long for a connection, then
      // fails (answered 503 system.unavailable) instead of holding the player's request.
      connectionTimeoutMillis: 5000,
      // The site's queries are short reads and writes. PostgreSQL compiles any query whose plan is
      // estimated above jit_above_cost: the back office's lottery-game list spent 19 ms compiling
      // for 1 ms of work (docs/decisions/2026-12-01-lottery-reads-that-grow.md).
      options: '-c jit=off',
    });
    reportPool(() => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    // A restart, failover or idle timeout drops idle connections: node-postgres reports it on the
    // pool, and without a listener that event ends the process. The pool replaces the connection
    // on the next query; here it is only reported.
    pool.on('error', (error) => {
      (options.onConnectionError ?? reportConnectionError)(error);
    });
    // Surface a wrong URL at start-up rather than on the first request.
    const client = await pool.connect();
    client.release();
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  // Contrib extensions the migrations create must be loaded into PGlite up front: pg_trgm
  // indexes game-name search (PostgreSQL ships it in its contrib package).
  const extensions = { pg_trgm };
  let client: PGlite;
  let unlock: () => void = () => undefined;
  if (options.dataDir === 'memory://') {
    client = new PGlite({ extensions });
  } else {
    // One process per data directory: a clear error before PGlite touches a directory in use.
    unlock = lockDataDir(options.dataDir);
    try {
      fs.mkdirSync(options.dataDir, { recursive: true });
      client =
        options.fsync === false
          ? new PGlite(options.dataDir, { extensions })
          : new PGlite({
              fs: new DurableNodeFS(options.dataDir),
              extensions,
              startParams: durableStartParams(),
            });
      await client.waitReady;
    } catch (err) {
      unlock();
      throw err;
    }
  }
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Whether the database is embedded PGlite (one connection, in this thread). */
export function isEmbedded(db: Db): boolean {
  return 'waitReady' in (db as unknown as { $client: object }).$client;
}

type PreparedClient =
  | { query: (config: { name?: string; text: string; values: unknown[] }) => Promise<unknown> }
  | { query: (text: string, values: unknown[]) => Promise<unknown>; waitReady: Promise<void> };

/**
 * One statement, prepared once per connection under `name` (node-postgres) or through the
 * extended protocol (PGlite), in one round trip, outside any transaction of the caller: the hot
 * paths' single call (the vendor wallet's function, the game list). An empty name: planned for
 * its values each time (unnamed). Answers the rows.
 */
export async function queryPrepared<T>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: PreparedClient }).$client;
  const result =
    'waitReady' in client
      ? await client.query(text, values)
      : await client.query(name ? { name, text, values } : { text, values });
  return (result as { rows: T[] }).rows;
}
