import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoOnce } from '../db/seed/index.ts';
import type { AppConfig } from '../config.ts';

/**
 * One database per test worker: PGlite in memory by default, or, when TEST_DATABASE_URL is set,
 * a fresh PostgreSQL database named after the worker and its process (created on first use).
 */
let databasePromise: Promise<Database> | undefined;

/**
 * This worker's PostgreSQL database name: the base name, the worker and this process's id, so
 * that two runs on one server (two checkouts, CI beside a developer) never drop each other's.
 */
function workerDatabaseName(base: string): string {
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  const name = new URL(base).pathname.slice(1) || 'test';
  return `${name}_w${worker}_p${process.pid}`;
}

/** The PostgreSQL URL of this worker's database (TEST_DATABASE_URL set), for a second pool on it. */
export function testDatabaseUrl(): string | null {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const url = new URL(base);
  url.pathname = `/${workerDatabaseName(base)}`;
  return url.toString();
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Drops the worker databases earlier runs on this machine left behind (their process is gone). */
async function dropLeftovers(admin: pg.Client, base: string) {
  const prefix = new URL(base).pathname.slice(1) || 'test';
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [`${prefix}\\_w%\\_p%`],
  );
  for (const { datname } of rows) {
    const pid = Number(/_p(\d+)$/.exec(datname)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
  }
}

async function createWorkerDatabase(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.db);
    return database;
  }
  const name = workerDatabaseName(base);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await dropLeftovers(admin, base);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  // PostgreSQL's default 100 connections (97 for us) are shared by both test workers, each with
  // this pool and at most 24 more (a 3-process fleet of 8 each, two extra pools of 10): 2 × 44.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 20 });
  await migrate(database.db);
  return database;
}

export function getTestDatabase(): Promise<Database> {
  databasePromise ??= createWorkerDatabase();
  return databasePromise;
}

/** Empties every table and loads the demo data again, so each test file starts alike. */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations'`,
  );
  if (tables.length > 0) {
    const list = tables.map((t) => `"${t.tablename}"`).join(', ');
    await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
  }
  await seedDemoOnce(database.db);
}

/**
 * The app over the worker's database, reset to the demo data. Tests talk to it through
 * `app.inject`, never through a mocked repository.
 */
export async function buildTestApp(
  config: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'lottery' | 'clock'> & {
    database?: Database;
    reset?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const database = options.database ?? (await getTestDatabase());
  if (options.reset !== false) await resetDatabase(database);
  const app = await buildApp({
    database,
    logger: false,
    ...(options.lottery ? { lottery: options.lottery } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    config: {
      env: 'test',
      operatorToken: 'test-operator-token-0123456789',
      settingsCacheMs: 0,
      webDist: '/nonexistent',
      ...config,
    },
  });
  await app.ready();
  return app;
}

export const OPERATOR_AUTH = { authorization: 'Bearer test-operator-token-0123456789' };
