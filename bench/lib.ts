/**
 * Shared pieces of the benchmarks: the Bench shape that run.ts executes, an in-process server on
 * PGlite or PostgreSQL, funded players, a bounded autocannon run on loopback, and the result table.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { upkeepPass } from '../apps/server/src/db/upkeep.ts';
import { insertMember } from '../apps/server/src/modules/auth/auth.repository.ts';
import { ACCOUNTS, transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { freePort } from '../apps/server/src/testing/fleet-process.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A server in its own process, as `npm start` runs it: demo data, PGlite in memory. */
export type DemoServer = { pid: number; url: string; stop: () => Promise<void> };

/** Starts the server in its own process with `env` on top, and waits until it answers. */
export async function startDemoServer(env: Record<string, string>): Promise<DemoServer> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'memory://',
      DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
      const answer = await fetch(`${url}/wps/system/status`).catch(() => undefined);
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: server.pid!, url, stop };
}

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU time (user and system, every thread that has run) of a process, in milliseconds. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime: the 14th and 15th fields, the 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

/** One measured figure: `value` in `unit`, with the conditions it was measured under. */
export type Figure = {
  bench: string;
  name: string;
  value: number;
  unit: string;
  /** What the figure was measured on (database, connections, …). */
  context?: Record<string, string | number>;
};

/** A benchmark: returns its figures and may note what it left out (e.g. no PostgreSQL). */
export type Bench = {
  name: string;
  description: string;
  run: (ctx: BenchContext) => Promise<Figure[]>;
};

export type BenchContext = {
  log: (line: string) => void;
  /** Seconds each load test runs (BENCH_DURATION, default 10). */
  durationSeconds: number;
  /** A PostgreSQL server URL to also measure on (BENCH_DATABASE_URL); unset: PGlite only. */
  postgresUrl: string | undefined;
};

export type DatabaseTarget = { kind: 'pglite' } | { kind: 'postgres'; url: string };

/**
 * The databases a server benchmark runs on: PGlite (unless BENCH_SKIP_PGLITE=1), PostgreSQL when
 * a URL is given.
 */
export function databaseTargets(ctx: BenchContext): DatabaseTarget[] {
  const targets: DatabaseTarget[] =
    process.env.BENCH_SKIP_PGLITE === '1' && ctx.postgresUrl ? [] : [{ kind: 'pglite' }];
  if (ctx.postgresUrl) targets.push({ kind: 'postgres', url: ctx.postgresUrl });
  return targets;
}

/**
 * A fresh database named `bench` on the server of `url` (dropped first), so that each run starts
 * from the migrations and the demo data alone. Returns the URL of the new database.
 */
export async function freshPostgresDatabase(url: string, name = 'bench'): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export type BenchServer = { app: FastifyInstance; url: string; close: () => Promise<void> };

/**
 * The whole app (migrated, demo data loaded) listening on 127.0.0.1 on a free port, logging off.
 * Nothing but loopback is ever measured.
 */
export async function startServer(
  target: DatabaseTarget,
  options: { databaseName?: string; poolSize?: number } = {},
): Promise<BenchServer> {
  const databaseUrl =
    target.kind === 'postgres'
      ? await freshPostgresDatabase(target.url, options.databaseName)
      : undefined;
  // BENCH_PGLITE_DIR=1: the embedded database on a data directory of its own with the shipped
  // durability (every commit synced), as `npm start` runs it; otherwise in memory.
  const dataDir =
    target.kind === 'pglite' && process.env.BENCH_PGLITE_DIR === '1'
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'))
      : 'memory://';
  const app = await buildApp({
    logger: false,
    config: {
      env: 'development',
      host: '127.0.0.1',
      port: 0,
      dataDir,
      pgliteFsync: true,
      databaseUrl,
      ...(options.poolSize ? { databasePoolSize: options.poolSize } : {}),
      demoData: true,
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      if (dataDir !== 'memory://') fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Player = { id: number; accountNo: string; walletAccountId: number };

/**
 * `count` players with a balance no run can spend (a ledger transfer from the bonus account each).
 * On the embedded database the tables are then analyzed, as the server's upkeep job does at start
 * and every minute (db/upkeep.ts): a benchmark builds its app without the server's jobs, and
 * PGlite has no autovacuum to do it.
 */
export async function makePlayers(
  app: FastifyInstance,
  count: number,
  prefix = 'bench',
): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const member = await insertMember(app.db, {
      account: `${prefix}${i}x${randomBytes(3).toString('hex')}`,
      nickname: null,
      type: 0,
      passwordHash: '!bench',
    });
    const funded = await transfer(app.db, {
      debit: ACCOUNTS.bonus,
      credit: ACCOUNTS.memberWallet(member.id),
      amountMinor: 1_000_000_000_000n,
      kind: 'bonus',
      reference: 'bench',
      idempotencyKey: `bench-funding:${member.id}`,
      memberId: member.id,
    });
    players.push({
      id: member.id,
      accountNo: member.accountNo,
      walletAccountId: funded.transfer.creditAccountId,
    });
  }
  if (app.database.kind === 'pglite') await upkeepPass(app.db);
  return players;
}

export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSeconds: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

/**
 * One autocannon run, bounded by its duration plus a margin, against a loopback URL only. The
 * server runs in this process, so figures are for one Node process sharing the machine with the
 * load generator.
 */
export async function loadTest(options: LoadOptions): Promise<LoadResult> {
  const host = new URL(options.url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') {
    throw new Error(`benchmarks run against loopback only, not ${host}`);
  }
  const run = autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.durationSeconds,
    timeout: 10,
    // The load generator in a worker thread, so that it does not take turns with the server on
    // one event loop (on 2 cores that alone moves the figure by a quarter or more).
    workers: 1,
  });
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        run.stop();
        reject(new Error('load test overran its time limit'));
      },
      (options.durationSeconds + 30) * 1000,
    );
  });
  try {
    const result = await Promise.race([run, limit]);
    return {
      requestsPerSecond: round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    clearTimeout(timer);
  }
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A plain text table: one row per figure. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.bench,
    f.name,
    String(f.value),
    f.unit,
    Object.entries(f.context ?? {})
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
  ]);
  const header = ['bench', 'figure', 'value', 'unit', 'context'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export type OpenLoadResult = {
  requests: number;
  /** Requests answered per second over the whole run. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  non2xx: number;
};

/**
 * An open load against a loopback server: `rate` requests a second for `durationSeconds`, sent on
 * time whatever the answers (bench/open-load-worker.mjs, in a worker thread), each path from the
 * CommonJS module `pathModule`'s `gameListPath`, latencies counted from when each was due.
 */
export async function openLoad(options: {
  url: string;
  rate: number;
  durationSeconds: number;
  pathModule: string;
  headers?: Record<string, string>;
}): Promise<OpenLoadResult> {
  const host = new URL(options.url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') {
    throw new Error(`benchmarks run against loopback only, not ${host}`);
  }
  const worker = new Worker(path.join(ROOT, 'bench', 'open-load-worker.mjs'), {
    workerData: { ...options, headers: options.headers ?? {} },
  });
  const [result] = (await once(worker, 'message')) as [
    { requests: number; seconds: number; p50: number; p99: number; max: number } & {
      errors: number;
      non2xx: number;
    },
  ];
  await worker.terminate();
  return {
    requests: result.requests,
    requestsPerSecond: round(result.requests / result.seconds),
    latencyP50Ms: round(result.p50),
    latencyP99Ms: round(result.p99),
    latencyMaxMs: round(result.max),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Debian's Chromium (or CHROMIUM_PATH), for the browser benchmarks. */
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && fs.existsSync(p),
  );
  if (!found)
    throw new Error('no Chromium found (install Debian\'s "chromium" or set CHROMIUM_PATH)');
  return found;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
