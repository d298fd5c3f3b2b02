/**
 * The money path (issue 16): the vendor wallet's call mix through the signed HTTP API, beside the
 * minimum double-entry transfer in raw SQL, measured in the same run so that their ratio holds on
 * a noisy machine.
 *
 * - raw SQL: one prepared statement per transfer, each its own transaction (insert the transfer,
 *   debit the player guarded against overdraft, credit one of the 16 house rows), 64 connections
 *   over 64 players, on the ledger's own tables (so the same indexes and constraints pay);
 * - the API: 64 clients, each playing rounds: a bet, then a win for two thirds of rounds
 *   (closing the round) or a rollback for a quarter, and 20% of calls sent again with the same
 *   transactionId (the repeat must answer what the first call answered); once over 64 players,
 *   once with all 64 clients on one player (the hot row); on PostgreSQL also against the real
 *   server started as a fleet (WORKERS = the machine's cores, or BENCH_WORKERS);
 * - then the ledger is checked (checkLedger): drift is the number of accounts out of balance plus
 *   those below zero.
 *
 * On PGlite (one connection) the raw transfers run 64 loops over that connection.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../apps/server/src/db/client.ts';
import { checkLedger, HOUSE_SHARDS } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { groupCommitOf } from '../apps/server/src/modules/vendor-wallet/group-commit.ts';
import { startFleet } from '../apps/server/src/testing/fleet-process.ts';
import {
  databaseTargets,
  makePlayers,
  round,
  startServer,
  type Bench,
  type Figure,
  type Player,
} from './lib.ts';

const CLIENTS = 64;
/** Each measured run is bounded to a few seconds, whatever BENCH_DURATION says. */
const MAX_SECONDS = 10;

async function houseAccountIds(app: FastifyInstance): Promise<number[]> {
  const rows = await queryRows<{ id: unknown }>(
    app.db,
    sql`select id from ledger_accounts where code like 'house:%' order by id`,
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length !== HOUSE_SHARDS) throw new Error(`expected ${HOUSE_SHARDS} house rows`);
  return ids;
}

/**
 * The minimum transfer: one statement, one transaction. The debit is guarded (nothing happens
 * when the player cannot cover it), the credit runs only after a debit, the row records both
 * balances after, like the ledger's own.
 */
const RAW_TRANSFER = `
with d as (
  update ledger_accounts set balance_minor = balance_minor - $2::bigint
   where id = $1 and balance_minor >= $2::bigint
  returning id, balance_minor
), c as (
  update ledger_accounts set balance_minor = balance_minor + $2::bigint
   where id = $3 and exists (select 1 from d)
  returning id, balance_minor
)
insert into ledger_transfers (debit_account_id, credit_account_id, amount_minor, kind, reference,
                              idempotency_key, member_id, debit_balance_after_minor,
                              credit_balance_after_minor)
select d.id, c.id, $2::bigint, 'bet', 'raw', $4, $5, d.balance_minor, c.balance_minor
  from d, c`;

async function rawTransfersPostgres(
  url: string,
  players: Player[],
  house: number[],
  seconds: number,
  run: string,
): Promise<{ done: number; failed: number }> {
  const pool = new pg.Pool({ connectionString: url, max: players.length });
  const clients = await Promise.all(players.map(() => pool.connect()));
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  try {
    await Promise.all(
      clients.map(async (client, i) => {
        const player = players[i]!;
        for (let n = 0; Date.now() < deadline; n++) {
          const res = await client.query({
            name: 'raw_transfer',
            text: RAW_TRANSFER,
            values: [
              player.walletAccountId,
              '100',
              house[randomInt(house.length)],
              `raw-${run}-${i}-${n}`,
              player.id,
            ],
          });
          if (res.rowCount === 1) done += 1;
          else failed += 1;
        }
      }),
    );
  } finally {
    for (const c of clients) c.release();
    await pool.end();
  }
  return { done, failed };
}

async function rawTransfersPglite(
  app: FastifyInstance,
  players: Player[],
  house: number[],
  seconds: number,
  run: string,
): Promise<{ done: number; failed: number }> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const statement = (values: (string | number)[]) =>
    sql.raw(
      RAW_TRANSFER.replace(/\$(\d)/g, (_, k: string) => {
        const v = values[Number(k) - 1]!;
        return typeof v === 'number' ? String(v) : `'${v}'`;
      }),
    );
  await Promise.all(
    players.map(async (player, i) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const res = (await app.db.execute(
          statement([
            player.walletAccountId,
            '100',
            house[randomInt(house.length)]!,
            `raw-${run}-${i}-${n}`,
            player.id,
          ]),
        )) as unknown as { affectedRows?: number; rowCount?: number };
        if ((res.affectedRows ?? res.rowCount ?? 0) === 1) done += 1;
        else failed += 1;
      }
    }),
  );
  return { done, failed };
}

/** The HTTP clients, run in a worker thread (CommonJS, node built-ins only). */
const CLIENT_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { createHmac } = require('node:crypto');
const { base, secret, players, clients, seconds, run, hot } = workerData;
const target = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const deadline = Date.now() + seconds * 1000;
const counts = { calls: 0, ok: 0, refused: 0, errors: 0, replays: 0, replayMismatches: 0,
  bets: 0, wins: 0, rollbacks: 0 };
const statuses = {};
const betLatencies = [];
function post(action, body) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const ts = String(Date.now());
    const sig = createHmac('sha256', secret).update(ts + '.').update(payload).digest('hex');
    const req = http.request({
      host: target.hostname, port: target.port, path: target.pathname + '/' + action,
      method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload),
        'x-timestamp': ts, 'x-signature': sig },
    }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (data += c));
      res.on('end', () => {
        try { resolve(res.statusCode === 200 ? JSON.parse(data) : { status: 'HTTP_' + res.statusCode }); }
        catch { resolve({ status: 'BAD_JSON' }); }
      });
    });
    req.on('error', (e) => resolve({ status: 'NETWORK' }));
    req.end(payload);
  });
}
async function call(action, body) {
  const started = performance.now();
  const first = await post(action, body);
  const took = performance.now() - started;
  counts.calls++;
  if (action === 'bet') betLatencies.push(took);
  statuses[first.status] = (statuses[first.status] || 0) + 1;
  if (first.status === 'OK') counts.ok++;
  else if (first.status === 'NETWORK' || String(first.status).startsWith('HTTP_')) counts.errors++;
  else counts.refused++;
  if (Math.random() < 0.2) {
    const again = await post(action, { ...body, requestId: body.requestId + 'r' });
    counts.calls++;
    counts.replays++;
    if (again.status !== first.status || again.balance !== first.balance) counts.replayMismatches++;
  }
  return first;
}
async function client(i) {
  const playerId = hot ? players[0] : players[i];
  for (let n = 0; Date.now() < deadline; n++) {
    const roundId = run + '-' + i + '-' + n;
    const bet = 'b-' + roundId;
    const common = { playerId, currency: 'VND', roundId, gameCode: 'bench' };
    await call('bet', { requestId: 'q' + n, ...common, transactionId: bet, amount: '1.00' });
    counts.bets++;
    const r = Math.random();
    if (r < 2 / 3) {
      await call('win', { requestId: 'w' + n, ...common, transactionId: 'w-' + roundId,
        betTransactionId: bet, amount: '1.50', roundClosed: true });
      counts.wins++;
    } else if (r < 2 / 3 + 1 / 4) {
      await call('rollback', { requestId: 'r' + n, ...common, transactionId: 'r-' + roundId,
        betTransactionId: bet, amount: '1.00' });
      counts.rollbacks++;
    }
  }
}
Promise.all(Array.from({ length: clients }, (_, i) => client(i))).then(() => {
  agent.destroy();
  parentPort.postMessage({ counts, statuses, betLatencies });
});
`;

type MixResult = {
  counts: {
    calls: number;
    ok: number;
    refused: number;
    errors: number;
    replays: number;
    replayMismatches: number;
    bets: number;
    wins: number;
    rollbacks: number;
  };
  statuses: Record<string, number>;
  betLatencies: number[];
};

function callMix(
  base: string,
  secret: string,
  players: Player[],
  seconds: number,
  run: string,
  hot: boolean,
): Promise<MixResult> {
  const host = new URL(base).hostname;
  if (host !== '127.0.0.1') throw new Error(`benchmarks run against loopback only, not ${host}`);
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_CODE, {
      eval: true,
      workerData: {
        base,
        secret,
        players: players.map((p) => p.accountNo),
        clients: CLIENTS,
        seconds,
        run,
        hot,
      },
    });
    const timer = setTimeout(
      () => {
        void worker.terminate();
        reject(new Error('call mix overran its time limit'));
      },
      (seconds + 60) * 1000,
    );
    worker.once('message', (result: MixResult) => {
      clearTimeout(timer);
      resolve(result);
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A call mix's rate and bet latency p99 as figures, `shape` naming how it was run. */
function mixFigures(
  shape: string,
  mix: MixResult,
  seconds: number,
  context: Record<string, unknown>,
): Figure[] {
  return [
    {
      bench: 'money',
      name: `calls/s, signed HTTP vendor API, call mix, ${shape}`,
      value: round(mix.counts.calls / seconds),
      unit: 'calls/s',
      context: { ...context, ...mix.counts },
    },
    {
      bench: 'money',
      name: `bet latency p99, ${shape}`,
      value: round(percentile(mix.betLatencies, 99), 1),
      unit: 'ms',
      context: { ...context, p50: round(percentile(mix.betLatencies, 50), 1) },
    },
  ];
}

export const moneyBench: Bench = {
  name: 'money',
  description:
    'vendor wallet call mix (bets, wins, rollbacks, 20% replays; 64 clients over 64 players and on one) beside a raw-SQL transfer, drift checked',
  async run(ctx) {
    const seconds = Math.min(ctx.durationSeconds, MAX_SECONDS);
    const figures: Figure[] = [];
    for (const target of databaseTargets(ctx)) {
      const server = await startServer(target, { databaseName: 'money_bench' });
      try {
        const { app } = server;
        const secret = app.config.vendorSecrets.VENDOR_SANDBOX_SECRET!;
        const players = await makePlayers(app, CLIENTS, 'money');
        const house = await houseAccountIds(app);
        const base = `${server.url}/wps/vendor/JL/wallet`;
        const database = target.kind;

        // Warm up (JIT, pools, statement caches) before measuring.
        await callMix(base, secret, players, 1, 'warm', false);

        const rawUrl =
          target.kind === 'postgres'
            ? (() => {
                const u = new URL(target.url);
                u.pathname = '/money_bench';
                return u.toString();
              })()
            : undefined;
        const raw = rawUrl
          ? await rawTransfersPostgres(rawUrl, players, house, seconds, 'raw')
          : await rawTransfersPglite(app, players, house, seconds, 'raw');
        const rawRate = raw.done / seconds;
        figures.push({
          bench: 'money',
          name: 'raw-SQL transfers/s (one prepared statement, 64 connections, 64 players)',
          value: round(rawRate),
          unit: 'transfers/s',
          context: { database, seconds, failed: raw.failed },
        });
        ctx.log(`  ${database}: raw SQL ${round(rawRate)} transfers/s`);

        const modes = [
          { hot: false, grouped: false },
          { hot: false, grouped: true },
          { hot: true, grouped: false },
          { hot: true, grouped: true },
        ];
        for (const { hot, grouped } of modes) {
          groupCommitOf(app.db).enabled = grouped;
          const shape = `${hot ? 'one player' : '64 players'}, ${grouped ? 'group commit' : 'a transaction per call'}`;
          const group = groupCommitOf(app.db).stats;
          const before = { ...group };
          const mix = await callMix(
            base,
            secret,
            players,
            seconds,
            `${hot ? 'hot' : 'spread'}${grouped ? 'g' : ''}`,
            hot,
          );
          const batches = group.batches - before.batches;
          const batched = group.calls - before.calls;
          const rate = mix.counts.calls / seconds;
          const context = { database, clients: CLIENTS, players: hot ? 1 : CLIENTS, seconds };
          figures.push(...mixFigures(shape, mix, seconds, context));
          if (!hot && grouped) {
            figures.push({
              bench: 'money',
              name: 'API calls/s as a share of raw-SQL transfers/s',
              value: round((100 * rate) / rawRate),
              unit: '%',
              context: { database },
            });
          }
          ctx.log(
            `  ${database}, ${shape}: ${round(rate)} calls/s, bet p99 ` +
              `${round(percentile(mix.betLatencies, 99), 1)} ms, statuses ${JSON.stringify(mix.statuses)}, ` +
              `${mix.counts.replays} replays, ${mix.counts.replayMismatches} answered differently, ` +
              `${batches} group commits of ${round(batched / Math.max(1, batches))} calls on average ` +
              `(${group.retried - before.retried} calls sent again alone)`,
          );
          if (mix.counts.replayMismatches > 0 || mix.counts.errors > 0) {
            throw new Error(`${database} ${shape}: ${JSON.stringify(mix.counts)}`);
          }
        }

        if (rawUrl) {
          // The same mix against the real server started as a fleet (WORKERS=N, fleet.ts) on the
          // same database: N API processes behind one port, one per core by default.
          const workers = Number(process.env.BENCH_WORKERS ?? os.availableParallelism());
          const fleet = await startFleet({
            workers,
            databaseUrl: rawUrl,
            // The shipped pool size (the test fleets' is smaller, to share the database).
            env: { VENDOR_SANDBOX_SECRET: secret, LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '20' },
          });
          try {
            const fleetBase = `http://127.0.0.1:${fleet.port}/wps/vendor/JL/wallet`;
            await callMix(fleetBase, secret, players, 1, 'fleetwarm', false);
            const mix = await callMix(fleetBase, secret, players, seconds, 'fleet', false);
            const rate = mix.counts.calls / seconds;
            const shape = `64 players, ${workers} API processes (WORKERS=${workers})`;
            const context = { database, clients: CLIENTS, players: CLIENTS, seconds, workers };
            figures.push(...mixFigures(shape, mix, seconds, context));
            ctx.log(
              `  ${database}, ${shape}: ${round(rate)} calls/s, bet p99 ` +
                `${round(percentile(mix.betLatencies, 99), 1)} ms, statuses ${JSON.stringify(mix.statuses)}`,
            );
            if (mix.counts.replayMismatches > 0 || mix.counts.errors > 0) {
              throw new Error(`${database} ${shape}: ${JSON.stringify(mix.counts)}`);
            }
          } finally {
            await fleet.stop();
          }
        }

        const check = await checkLedger(app.db);
        figures.push({
          bench: 'money',
          name: 'drift after the runs (accounts out of balance or below zero)',
          value: check.drift.length + check.negative.length,
          unit: 'accounts',
          context: { database, sum: check.sumOfBalances, transfers: check.transfers },
        });
        ctx.log(
          `  ${database}: ledger ${check.ok ? 'OK' : 'NOT OK'}, sum of balances ${check.sumOfBalances}, ` +
            `${check.transfers} transfers`,
        );
        if (!check.ok) throw new Error(`ledger drift on ${database}: ${JSON.stringify(check)}`);
      } finally {
        await server.close();
      }
    }
    if (!ctx.postgresUrl) ctx.log('  PostgreSQL skipped: set BENCH_DATABASE_URL to measure it');
    return figures;
  },
};
