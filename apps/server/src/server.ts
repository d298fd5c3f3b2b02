import cluster from 'node:cluster';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runFleet } from './fleet.ts';
import { isDatabaseUnavailable } from './lib/database-unavailable.ts';
import { startMetricsServer } from './lib/metrics.ts';
import { startPointsScheduler } from './modules/mall/points.service.ts';
import { startRebateScheduler } from './modules/rebates/rebates.service.ts';
import { startUpkeep } from './db/upkeep.ts';

// The process: configuration, the port, the database, then listen. Every failure to start is one
// line naming what to fix (docs/decisions/2026-11-24-production-operations.md), never a stack.
// With WORKERS > 1 this process becomes the fleet's primary (fleet.ts) and each worker it starts
// runs the rest of this file; a worker's port is the primary's, so only the primary probes it.

/** How long SIGTERM waits for requests in flight before the process exits anyway. */
const DRAIN_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  fail(err.message);
}

/** Is `port` free on `host`? Checked before the database is opened and migrated. */
function portFree(host: string, port: number): Promise<NodeJS.ErrnoException | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

const busy = cluster.isWorker ? null : await portFree(config.host, config.port);
if (busy) {
  fail(
    busy.code === 'EADDRINUSE'
      ? `PORT ${config.port} is already in use on ${config.host}: stop the process using it or set PORT to a free port`
      : `Cannot listen on ${config.host}:${config.port} (${busy.code ?? busy.message}): check HOST and PORT`,
  );
}

if (config.workers > 1 && cluster.isPrimary) {
  await runFleet(config, fileURLToPath(import.meta.url));
} else {
  await serve(config);
}

async function serve(config: AppConfig) {
  let app: FastifyInstance;
  try {
    app = await buildApp({ config });
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    if (config.databaseUrl && isDatabaseUnavailable(err)) {
      const where = describeUrl(config.databaseUrl);
      const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      fail(
        `Cannot reach the database at DATABASE_URL (${where}): ${reason}. Start PostgreSQL or fix DATABASE_URL`,
      );
    }
    throw err;
  }

  /** host:port/database of a connection URL, without its password. */
  function describeUrl(url: string): string {
    try {
      const u = new URL(url);
      return `${u.hostname}:${u.port || 5432}${u.pathname}`;
    } catch {
      return 'unparsable URL';
    }
  }

  let metricsServer: { close: (done: () => void) => void } | null = null;
  let stopUpkeep: () => Promise<void> = () => Promise.resolve();
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking connections, let requests in flight finish, then close the database.
    const timer = setTimeout(() => {
      app.log.error('requests still in flight after 10 s; exiting');
      process.exit(1);
    }, DRAIN_MS);
    timer.unref();
    try {
      metricsServer?.close(() => undefined);
      await stopUpkeep();
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // A fleet's primary serves the metrics of all its workers.
  if (config.metricsPort !== 0 && !cluster.isWorker) {
    try {
      const metrics = await startMetricsServer(config.metricsPort, config.metricsHost);
      metricsServer = metrics.server;
      app.log.info({ url: `http://${config.metricsHost}:${metrics.port}/metrics` }, 'metrics');
    } catch (err) {
      // The site serves without its metrics rather than not at all; the log says why.
      app.log.error(
        { err: (err as Error).message },
        `metrics not served: METRICS_PORT ${config.metricsPort} is not available (set another, or 0 to turn them off)`,
      );
    }
  }
  // The lottery scheduler: safe in every process of a fleet (docs/decisions/2026-11-21-lottery-draw-engine.md).
  if (process.env.LOTTERY_SCHEDULER !== 'off') app.lottery.start();
  // The VIP club's job: idempotent, so every process of a fleet may run it.
  if (process.env.VIP_JOB !== 'off') app.vipJob.start();
  // The referral job: idempotent by its grants' sources, like the VIP club's.
  if (process.env.REFERRAL_JOB !== 'off') app.referralJob.start();
  // Agent contracts' settlement: idempotent per period, so every process may run it too.
  if (process.env.AGENT_CONTRACTS_JOB !== 'off') app.agentContractsJob.start();
  // The points job (docs/decisions/2026-11-25-point-mall.md): safe in every process, like the draws.
  if (process.env.POINTS_SCHEDULER !== 'off') startPointsScheduler(app.db, app.log);
  // The rebate settlement (docs/decisions/2026-11-25-rebates.md): one transaction per day, safe anywhere.
  if (process.env.REBATE_JOB !== 'off') startRebateScheduler(app.db, app.log);
  // The embedded database's statistics and dead rows (db/upkeep.ts): PGlite runs no autovacuum.
  if (process.env.DB_UPKEEP !== 'off') stopUpkeep = startUpkeep(app.database, app.log);
  app.log.info(
    { url: `http://localhost:${config.port}/m`, database: app.database.kind },
    'site ready',
  );
}
