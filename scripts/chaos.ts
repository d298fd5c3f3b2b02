/**
 * The money path's chaos test (issue 16): clients drive bets, wins and rollbacks through the
 * signed vendor wallet API while the server process is killed with SIGKILL and started again;
 * every unanswered call is sent again with the same transactionId until it is answered. Then:
 * the ledger is whole (sum of balances 0, each balance equal to its entries, no member below
 * zero), each player's balance is what the acknowledged answers imply, and the ledger holds
 * exactly one transfer per acknowledged money call.
 *
 *   node --import tsx scripts/chaos.ts                       # PGlite data directory (the default)
 *   DATABASE_URL=postgres://… node --import tsx scripts/chaos.ts
 *   CHAOS_SECONDS=60 CHAOS_KILLS=3 CHAOS_CLIENTS=64 …         # the CI version's figures
 *   CHAOS_WORKERS=3 DATABASE_URL=postgres://… …               # a fleet of 3 API processes
 *
 * With CHAOS_WORKERS > 1 the server runs as a fleet (WORKERS: the primary hands connections to its
 * workers in turn, the load balancer); each kill but the last SIGKILLs one worker, whose calls in
 * flight go unanswered while the others go on serving and the primary starts another, and the last
 * kill SIGKILLs the whole fleet (primary and workers) before it is started again.
 *
 * Exits 1 when an invariant does not hold, and prints what was done either way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { freePort, requestJson, workerPidsOf } from '../apps/server/src/testing/fleet-process.ts';
import { makePlayers } from '../bench/lib.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 60);
const KILLS = Number(process.env.CHAOS_KILLS ?? 3);
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 64);
const WORKERS = Number(process.env.CHAOS_WORKERS ?? 1);
const PLAYERS = Math.min(CLIENTS, 16);
const SECRET = 'dev-vendor-sandbox-secret-change-me';
const OPERATOR_TOKEN = `chaos-${randomBytes(12).toString('hex')}`;
const BET_MINOR = 100n;
/** How long a client waits for an answer before it sends the call again. */
const CALL_TIMEOUT_MS = 10_000;
const WIN_MINOR = 150n;

type Answer = { status: string; balance?: string | null };

/** A fresh PostgreSQL database beside the one named, or a new PGlite data directory. */
async function database(): Promise<{
  env: Record<string, string>;
  label: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-'));
    return {
      env: { DATA_DIR: path.join(dir, 'data') },
      label: 'PGlite',
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `chaos_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: target.toString() },
    label: 'PostgreSQL',
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The server, started again whenever it was killed; `ready` resolves once it answers. */
class Server {
  child: ChildProcess | null = null;
  starts = 0;
  kills = { workers: 0, whole: 0 };
  ready: Promise<void> = Promise.resolve();

  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  start() {
    this.starts += 1;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...this.env,
        NODE_ENV: 'development',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'true',
        OPERATOR_TOKEN,
        RATE_LIMIT_MULTIPLIER: '1000',
        WEB_DIST: path.join(root, 'no-site-needed'),
        WORKERS: String(WORKERS),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      // Its own process group, so that a kill of the whole server reaches every process of it.
      detached: true,
    });
    this.ready = this.waitUntilAnswering();
    return this.ready;
  }

  private async waitUntilAnswering() {
    for (;;) {
      const res = await requestJson(this.port, 'GET', '/wps/system/status', {
        timeoutMs: CALL_TIMEOUT_MS,
      });
      if (res?.status === 200) return;
      if (this.child?.exitCode !== null && this.child?.exitCode !== undefined) {
        throw new Error(`the server stopped while starting (exit ${this.child.exitCode})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGKILL of every process of the server: no drain, no shutdown hook; then start it again. */
  async kill() {
    const child = this.child!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    // A fleet's workers end with their primary; the new primary needs their connections gone.
    while (workerPidsOf(child.pid!).length > 0) await new Promise((r) => setTimeout(r, 50));
    this.kills.whole += 1;
    await this.start();
  }

  /** SIGKILL of one worker of the fleet; waits until the primary has started another. */
  async killWorker() {
    const primary = this.child!.pid!;
    const workers = workerPidsOf(primary);
    const victim = workers[Math.floor(Math.random() * workers.length)]!;
    process.kill(victim, 'SIGKILL');
    this.kills.workers += 1;
    for (;;) {
      const now = workerPidsOf(primary);
      if (now.length === WORKERS && !now.includes(victim)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

type Tally = { calls: number; retries: number; ok: number; refused: number };

/** One money call, sent again with the same body until the server answers it. */
async function call(server: Server, action: string, body: object, tally: Tally): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) {
      tally.retries += 1;
      await server.ready.catch(() => undefined);
    }
    const payload = { ...body, requestId: `q${randomBytes(4).toString('hex')}` };
    const ts = String(Date.now());
    const text = JSON.stringify(payload);
    const signature = createHmac('sha256', SECRET).update(`${ts}.`).update(text).digest('hex');
    const res = await requestJson(server.port, 'POST', `/wps/vendor/JL/wallet/${action}`, {
      body: text,
      headers: { 'x-timestamp': ts, 'x-signature': signature },
      timeoutMs: CALL_TIMEOUT_MS,
    });
    if (res?.status !== 200) continue;
    tally.calls += 1;
    const answer = res.json as Answer;
    if (answer.status === 'OK') tally.ok += 1;
    else tally.refused += 1;
    return answer;
  }
}

async function main() {
  const { env, label, drop } = await database();
  // Players made before the server runs (PGlite serves one process at a time).
  const setup = await buildApp({
    logger: false,
    config: {
      env: 'development',
      dataDir: env.DATA_DIR ?? 'memory://',
      databaseUrl: env.DATABASE_URL,
      demoData: true,
    },
  });
  const players = await makePlayers(setup, PLAYERS);
  await setup.close();

  const server = new Server(await freePort(), env);
  await server.start();
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const tally: Tally = { calls: 0, retries: 0, ok: 0, refused: 0 };
  /** Per player: the balance change the acknowledged answers imply, in minor units. */
  const implied = new Map<string, bigint>(players.map((p) => [p.accountNo, 0n]));
  let acknowledgedTransfers = 0;

  async function client(i: number) {
    const player = players[i % players.length]!;
    const add = (delta: bigint) => {
      implied.set(player.accountNo, implied.get(player.accountNo)! + delta);
      acknowledgedTransfers += 1;
    };
    for (let n = 0; Date.now() < deadline; n++) {
      const roundId = `c${i}-${n}-${randomBytes(3).toString('hex')}`;
      const common = { playerId: player.accountNo, currency: 'VND', roundId, gameCode: 'chaos' };
      const betId = `b-${roundId}`;
      const bet = await call(
        server,
        'bet',
        { ...common, transactionId: betId, amount: '1.00' },
        tally,
      );
      if (bet.status !== 'OK') continue;
      add(-BET_MINOR);
      const r = Math.random();
      if (r < 2 / 3) {
        const win = await call(
          server,
          'win',
          {
            ...common,
            transactionId: `w-${roundId}`,
            betTransactionId: betId,
            amount: '1.50',
            roundClosed: true,
          },
          tally,
        );
        if (win.status === 'OK') add(WIN_MINOR);
      } else if (r < 2 / 3 + 1 / 4) {
        const back = await call(
          server,
          'rollback',
          { ...common, transactionId: `r-${roundId}`, betTransactionId: betId, amount: '1.00' },
          tally,
        );
        if (back.status === 'OK') add(BET_MINOR);
      }
    }
  }

  async function killer() {
    for (let k = 1; k <= KILLS; k++) {
      const at = started + (k * SECONDS * 1000) / (KILLS + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
      if (WORKERS > 1 && k < KILLS) await server.killWorker();
      else await server.kill();
    }
  }

  await Promise.all([...Array.from({ length: CLIENTS }, (_, i) => client(i)), killer()]);
  await server.ready;

  // The ledger as a whole, through the operator API.
  const check = await requestJson(server.port, 'GET', '/wps/admin/ledger/check', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  const ledger = (check?.json as { value?: Record<string, unknown> } | undefined)?.value;
  // Each player's balance against what the answers imply.
  const wrong: string[] = [];
  for (const player of players) {
    const answer = await call(
      server,
      'balance',
      { playerId: player.accountNo, currency: 'VND' },
      { calls: 0, retries: 0, ok: 0, refused: 0 },
    );
    const expected = 1_000_000_000_000n + implied.get(player.accountNo)!;
    const actual = BigInt(String(answer.balance).replace('.', ''));
    if (actual !== expected) wrong.push(`${player.accountNo}: ${actual} ≠ ${expected}`);
  }
  await server.stop();

  // One transfer per acknowledged money call, read from the database itself.
  const after = await buildApp({
    logger: false,
    config: {
      env: 'development',
      dataDir: env.DATA_DIR ?? 'memory://',
      databaseUrl: env.DATABASE_URL,
    },
  });
  const ids = players.map((p) => p.walletAccountId);
  const [row] = await queryRows<{ n: string }>(
    after.db,
    sql`select count(*)::text as n from ledger_transfers
        where (debit_account_id in ${ids} or credit_account_id in ${ids})
          and reference <> 'bench'`,
  );
  await after.close();
  await drop();
  const transfers = Number(row?.n ?? -1);

  const ok =
    ledger?.ok === true &&
    ledger.sumOfBalances === '0.00' &&
    wrong.length === 0 &&
    transfers === acknowledgedTransfers &&
    server.kills.workers + server.kills.whole === KILLS;
  console.log(
    [
      `chaos on ${label}${WORKERS > 1 ? `, ${WORKERS} API processes behind the fleet's round-robin` : ''}: ${SECONDS} s, ${CLIENTS} clients over ${PLAYERS} players`,
      WORKERS > 1
        ? `  kills (SIGKILL): ${server.kills.workers} of one worker (started again by the primary), ${server.kills.whole} of the whole fleet (started again)`
        : `  kills (SIGKILL) and restarts: ${server.kills.whole}`,
      `  answered calls: ${tally.calls} (${tally.ok} OK, ${tally.refused} refused), resent after no answer: ${tally.retries}`,
      `  ledger: ${JSON.stringify({ ok: ledger?.ok, sumOfBalances: ledger?.sumOfBalances, drift: ledger?.drift, negative: ledger?.negative })}`,
      `  balances equal to the acknowledged answers: ${wrong.length === 0 ? `all ${players.length}` : wrong.join('; ')}`,
      `  transfers in the ledger / acknowledged money calls: ${transfers} / ${acknowledgedTransfers}`,
      ok ? 'chaos: every invariant holds' : 'chaos: AN INVARIANT FAILED',
    ].join('\n'),
  );
  process.exit(ok ? 0 : 1);
}

await main();
