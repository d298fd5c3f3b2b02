/**
 * Throughput and tail latency of the status call (GET /wps/system/status, the first call of every
 * page load) through the whole app, on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL.
 */
import { databaseTargets, loadTest, startServer, type Bench, type Figure } from './lib.ts';

const CONNECTIONS = 10;

export const statusApi: Bench = {
  name: 'status',
  description: 'GET /wps/system/status: requests per second and p99 latency (autocannon)',
  async run(ctx) {
    const figures: Figure[] = [];
    for (const target of databaseTargets(ctx)) {
      const server = await startServer(target);
      try {
        const url = `${server.url}/wps/system/status`;
        const check = await fetch(url);
        if (check.status !== 200) throw new Error(`status call answered ${check.status}`);
        // Warm up (JIT, settings cache, connection pool) before measuring.
        await loadTest({ url, connections: CONNECTIONS, durationSeconds: 2 });
        const result = await loadTest({
          url,
          connections: CONNECTIONS,
          durationSeconds: ctx.durationSeconds,
        });
        if (result.errors > 0 || result.non2xx > 0) {
          ctx.log(`  ${target.kind}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
        }
        const context = {
          database: target.kind,
          connections: CONNECTIONS,
          seconds: ctx.durationSeconds,
        };
        figures.push(
          {
            bench: 'status',
            name: 'requests per second',
            value: result.requestsPerSecond,
            unit: 'req/s',
            context,
          },
          {
            bench: 'status',
            name: 'latency p50',
            value: result.latencyP50Ms,
            unit: 'ms',
            context,
          },
          {
            bench: 'status',
            name: 'latency p99',
            value: result.latencyP99Ms,
            unit: 'ms',
            context,
          },
          {
            bench: 'status',
            name: 'failed requests',
            value: result.errors + result.timeouts + result.non2xx,
            unit: 'count',
            context: { ...context, of: result.requests },
          },
        );
      } finally {
        await server.close();
      }
    }
    if (!ctx.postgresUrl) ctx.log('  PostgreSQL skipped: set BENCH_DATABASE_URL to measure it');
    return figures;
  },
};
