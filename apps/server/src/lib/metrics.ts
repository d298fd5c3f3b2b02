import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
} from 'prom-client';

// The process's metrics in Prometheus format (docs/decisions/2026-11-24-production-operations.md):
// one registry per process, served on its own loopback port by startMetricsServer (server.ts), so
// that nothing of it is reachable through the site's port. With WORKERS > 1 the fleet's primary
// serves the sum over its workers (counters and histograms add up; gauges as each one says).

export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
// A fleet worker answers its primary's scrape with this registry (prom-client's cluster messages;
// making an AggregatorRegistry is what starts a worker listening for them).
if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const httpErrors = new Counter({
  name: 'http_errors_total',
  help: 'Error answers by stable error code',
  labelNames: ['code', 'status'] as const,
  registers: [registry],
});

export const ledgerTransfers = new Counter({
  name: 'ledger_transfers_total',
  help: 'Ledger transfers written (replays of an idempotency key are not counted)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const vendorWalletCalls = new Counter({
  name: 'vendor_wallet_calls_total',
  help: 'Calls of the vendor wallet API, by action and answer status',
  labelNames: ['action', 'status'] as const,
  registers: [registry],
});

export const lotteryDrawsSettled = new Counter({
  name: 'lottery_draws_settled_total',
  help: 'Lottery draws whose bets were settled or refunded',
  registers: [registry],
});

export const lotteryBetsSettled = new Counter({
  name: 'lottery_bets_settled_total',
  help: 'Lottery bets settled or refunded',
  registers: [registry],
});

export const schedulerLag = new Gauge({
  name: 'lottery_scheduler_lag_seconds',
  help: 'How late the last lottery scheduler pass started against its planned time',
  registers: [registry],
  aggregator: 'max',
});

export const schedulerFailures = new Counter({
  name: 'lottery_scheduler_failures_total',
  help: 'Lottery scheduler passes that failed (retried on the next pass)',
  registers: [registry],
});

export const databaseUp = new Gauge({
  name: 'database_up',
  help: '1 when the last readiness check reached the database, 0 when it did not',
  registers: [registry],
  aggregator: 'min',
});

export const databaseUnavailable = new Counter({
  name: 'database_unavailable_total',
  help: 'Requests answered 503 because the database could not be reached',
  registers: [registry],
});

export const rateLimitFallback = new Gauge({
  name: 'rate_limit_local_fallback',
  help: '1 while Redis is unreachable and rate limits count in this process',
  registers: [registry],
  aggregator: 'max',
});

/** The connection pool's figures, read at scrape time (PostgreSQL only). */
type PoolFigures = { total: number; idle: number; waiting: number };
let poolSource: (() => PoolFigures) | null = null;
export function reportPool(source: (() => PoolFigures) | null): void {
  poolSource = source;
}
for (const [key, help] of [
  ['total', 'Connections open in the database pool'],
  ['idle', 'Idle connections in the database pool'],
  ['waiting', 'Queries waiting for a database connection'],
] as const) {
  new Gauge({
    name: `database_pool_${key}`,
    help,
    registers: [registry],
    collect() {
      if (poolSource) this.set(poolSource()[key]);
    },
  });
}

/**
 * Serves GET /metrics on `host:port` (loopback by default); port 0 picks a free one (tests).
 * Resolves with the server and its port.
 */
export async function startMetricsServer(
  port: number,
  host = '127.0.0.1',
  source: { metrics(): Promise<string>; contentType: string } = registry,
): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    source.metrics().then(
      (body) => res.writeHead(200, { 'content-type': source.contentType }).end(body),
      (err: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`metrics failed: ${String(err)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
