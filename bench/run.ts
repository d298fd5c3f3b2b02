/**
 * `npm run bench [-- <name> …]`: runs the benchmarks (all, or those named), prints a table and
 * writes bench/results/latest.json (git-ignored). Benchmarks print figures; they never fail on a
 * number. A new benchmark is a file exporting a Bench, added to BENCHES.
 *
 *   BENCH_DURATION       seconds per load test (default 10)
 *   BENCH_DATABASE_URL   PostgreSQL server to measure on as well, e.g.
 *                        postgres://postgres@127.0.0.1:5432/test (a database "bench" is recreated)
 *   BENCH_SKIP_PGLITE    1: the server benchmarks measure on PostgreSQL only
 *   BENCH_PGLITE_DIR     1: PGlite on a data directory with every commit synced (the shipped
 *                        setting), not in memory
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleSize } from './bundle-size.ts';
import { statusApi } from './status-api.ts';
import { cachedReadsBench } from './cached-reads.ts';
import { gameListBench } from './game-list.ts';
import { ledgerBench } from './ledger.ts';
import { moneyBench } from './money.ts';
import { lighthouseBench } from './lighthouse.ts';
import { compositorBench } from './compositor.ts';
import { pageLoadServerBench } from './page-load-server.ts';
import { serverIdleBench } from './server-idle.ts';
import { loginBench } from './login.ts';
import { lotterySettleBench } from './lottery-settle.ts';
import { rebateSettleBench } from './rebate-settle.ts';
import { pgliteDurabilityBench } from './pglite-durability.ts';
import { formatTable, ROOT, type Bench, type BenchContext, type Figure } from './lib.ts';

const BENCHES: Bench[] = [
  bundleSize,
  statusApi,
  cachedReadsBench,
  ledgerBench,
  moneyBench,
  loginBench,
  gameListBench,
  lotterySettleBench,
  rebateSettleBench,
  pgliteDurabilityBench,
  lighthouseBench,
  compositorBench,
  pageLoadServerBench,
  serverIdleBench,
];

async function main(): Promise<number> {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !BENCHES.some((b) => b.name === n));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark: ${unknown.join(', ')}. Known: ${BENCHES.map((b) => b.name).join(', ')}`,
    );
    return 2;
  }
  const selected = names.length > 0 ? BENCHES.filter((b) => names.includes(b.name)) : BENCHES;
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const ctx: BenchContext = {
    log: (line) => console.log(line),
    durationSeconds: Number.isFinite(duration) && duration > 0 ? Math.min(duration, 120) : 10,
    postgresUrl: process.env.BENCH_DATABASE_URL || undefined,
  };

  const figures: Figure[] = [];
  const failures: Array<{ bench: string; error: string }> = [];
  for (const bench of selected) {
    console.log(`\n== ${bench.name}: ${bench.description}`);
    try {
      figures.push(...(await bench.run(ctx)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`  ${bench.name} failed: ${message}`);
      failures.push({ bench: bench.name, error: message });
    }
  }

  console.log(`\n${formatTable(figures)}\n`);
  const results = {
    at: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    durationSeconds: ctx.durationSeconds,
    figures,
    failures,
  };
  const out = path.join(ROOT, 'bench/results/latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
  console.log(`written to ${path.relative(ROOT, out)}`);
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = await main();
