/**
 * Bets per second on the ledger, two ways: through the signed HTTP vendor wallet API (POST
 * /wps/vendor/JL/wallet/bet, HMAC-signed, one new round per bet, clients in a worker thread so
 * that they do not share the server's event loop) and through the ledger function directly
 * (transfer(): member wallet → a house shard). 1 and 32 clients, each client a player of its own;
 * on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. After the runs the ledger is
 * checked (checkLedger): drift is the number of accounts out of balance plus those below zero.
 */
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNTS,
  checkLedger,
  randomHouseAccount,
  transfer,
} from '../apps/server/src/modules/ledger/ledger.service.ts';
import {
  databaseTargets,
  makePlayers,
  round,
  startServer,
  type Bench,
  type Figure,
  type Player,
} from './lib.ts';

const CLIENT_COUNTS = [1, 32];
/** Each measured run is bounded to a few seconds, whatever BENCH_DURATION says. */
const MAX_SECONDS = 5;

/** The HTTP clients, run in a worker thread (CommonJS, node built-ins only). */
const CLIENT_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { createHmac } = require('node:crypto');
const { url, secret, players, seconds, run } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: players.length });
const deadline = Date.now() + seconds * 1000;
let ok = 0, refused = 0, errors = 0;
const latencies = [];
function post(body) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const ts = String(Date.now());
    const sig = createHmac('sha256', secret).update(ts + '.').update(payload).digest('hex');
    const req = http.request({
      host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload),
        'x-timestamp': ts, 'x-signature': sig },
    }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode, data }));
    });
    req.on('error', (e) => resolve({ status: 0, data: String(e) }));
    req.end(payload);
  });
}
async function client(i, playerId) {
  for (let n = 0; Date.now() < deadline; n++) {
    const started = performance.now();
    const res = await post({ requestId: 'b' + n, playerId, currency: 'VND',
      transactionId: 'bench-' + run + '-' + i + '-' + n, roundId: 'round-' + run + '-' + i + '-' + n,
      gameCode: 'bench', amount: '1.00' });
    latencies.push(performance.now() - started);
    if (res.status === 0) errors++;
    else if (res.status === 200 && JSON.parse(res.data).status === 'OK') ok++;
    else refused++;
  }
}
Promise.all(players.map((p, i) => client(i, p))).then(() => {
  agent.destroy();
  parentPort.postMessage({ ok, refused, errors, latencies });
});
`;

type HttpResult = { ok: number; refused: number; errors: number; latencies: number[] };

function httpBets(
  url: string,
  secret: string,
  players: Player[],
  seconds: number,
  run: string,
): Promise<HttpResult> {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1') throw new Error(`benchmarks run against loopback only, not ${host}`);
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_CODE, {
      eval: true,
      workerData: { url, secret, players: players.map((p) => p.accountNo), seconds, run },
    });
    const timer = setTimeout(
      () => {
        void worker.terminate();
        reject(new Error('HTTP bet run overran its time limit'));
      },
      (seconds + 30) * 1000,
    );
    worker.once('message', (result: HttpResult) => {
      clearTimeout(timer);
      resolve(result);
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** The ledger function alone: one transfer per bet, `players.length` loops at once. */
async function directBets(
  app: FastifyInstance,
  players: Player[],
  seconds: number,
  run: string,
): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    players.map(async (player, i) => {
      for (let n = 0; Date.now() < deadline; n++) {
        await transfer(app.db, {
          debit: ACCOUNTS.memberWallet(player.id),
          credit: randomHouseAccount(),
          amountMinor: 100n,
          kind: 'bet',
          reference: 'bench',
          idempotencyKey: `bench-direct-${run}-${i}-${n}`,
          memberId: player.id,
        });
        done += 1;
      }
    }),
  );
  return done;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const ledgerBench: Bench = {
  name: 'ledger',
  description:
    'bets per second through the signed HTTP vendor API and the ledger function (1 and 32 clients), drift checked',
  async run(ctx) {
    const seconds = Math.min(ctx.durationSeconds, MAX_SECONDS);
    const figures: Figure[] = [];
    for (const target of databaseTargets(ctx)) {
      const server = await startServer(target);
      try {
        const { app } = server;
        const secret = app.config.vendorSecrets.VENDOR_SANDBOX_SECRET!;
        const players = await makePlayers(app, Math.max(...CLIENT_COUNTS));
        // Warm up (JIT, pool, statement caches) before measuring.
        await httpBets(
          `${server.url}/wps/vendor/JL/wallet/bet`,
          secret,
          players.slice(0, 4),
          1,
          'warm',
        );
        await directBets(app, players.slice(0, 4), 1, 'warm');
        for (const clients of CLIENT_COUNTS) {
          const context = { database: target.kind, clients, seconds };
          const http = await httpBets(
            `${server.url}/wps/vendor/JL/wallet/bet`,
            secret,
            players.slice(0, clients),
            seconds,
            `h${clients}`,
          );
          if (http.refused + http.errors > 0) {
            ctx.log(`  ${target.kind} ${clients}: ${http.refused} refused, ${http.errors} errors`);
          }
          const direct = await directBets(app, players.slice(0, clients), seconds, `d${clients}`);
          figures.push(
            {
              bench: 'ledger',
              name: 'bets/s, signed HTTP vendor API',
              value: round(http.ok / seconds),
              unit: 'bets/s',
              context,
            },
            {
              bench: 'ledger',
              name: 'HTTP bet latency p50',
              value: round(percentile(http.latencies, 50), 2),
              unit: 'ms',
              context,
            },
            {
              bench: 'ledger',
              name: 'HTTP bet latency p99',
              value: round(percentile(http.latencies, 99), 2),
              unit: 'ms',
              context,
            },
            {
              bench: 'ledger',
              name: 'bets/s, ledger transfer() directly',
              value: round(direct / seconds),
              unit: 'bets/s',
              context,
            },
          );
          ctx.log(
            `  ${target.kind}, ${clients} client(s): HTTP ${round(http.ok / seconds)} bets/s, ` +
              `direct ${round(direct / seconds)} bets/s`,
          );
        }
        const check = await checkLedger(app.db);
        const [bets] = (
          (await app.db.execute(
            sql`select count(*)::int as n from ledger_transfers where kind = 'bet'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows;
        figures.push({
          bench: 'ledger',
          name: 'drift after the runs (accounts out of balance or below zero)',
          value: check.drift.length + check.negative.length,
          unit: 'accounts',
          context: {
            database: target.kind,
            sum: check.sumOfBalances,
            transfers: check.transfers,
            bets: Number(bets?.n ?? 0),
          },
        });
        ctx.log(
          `  ${target.kind}: ledger ${check.ok ? 'OK' : 'NOT OK'}, sum of balances ${check.sumOfBalances}, ` +
            `${check.transfers} transfers`,
        );
        if (!check.ok) throw new Error(`ledger drift on ${target.kind}: ${JSON.stringify(check)}`);
      } finally {
        await server.close();
      }
    }
    if (!ctx.postgresUrl) ctx.log('  PostgreSQL skipped: set BENCH_DATABASE_URL to measure it');
    return figures;
  },
};
