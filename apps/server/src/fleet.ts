import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from './config.ts';
import type { registry } from './lib/metrics.ts';
import { startMetricsServer } from './lib/metrics.ts';

// WORKERS > 1 (docs/decisions/2026-11-25-many-processes.md): this process is the fleet's primary.
// It holds the port and hands each connection to a worker in turn (node:cluster's round-robin, the
// load balancer), serves the workers' summed metrics, starts again a worker that dies, and on
// SIGTERM lets every worker drain. It opens no database: the workers are whole servers, each with
// its own pool, sharing what must be shared through PostgreSQL (and Redis when REDIS_URL is set).

/** How long SIGTERM waits for the workers to drain (each drains for at most 10 s). */
const DRAIN_MS = 15_000;
/** A worker that dies sooner than this after it started is restarted after a growing pause. */
const EARLY_EXIT_MS = 10_000;
const MAX_PAUSE_MS = 30_000;

/**
 * Runs the fleet's primary. `entry` is the server's own file (the compiled bundle under `npm start`,
 * server.ts under tsx): workers run it directly, not the script that built and started it.
 */
export async function runFleet(config: AppConfig, entry: string): Promise<void> {
  const log = pino({ level: config.logLevel, base: { role: 'fleet', pid: process.pid } });
  cluster.setupPrimary({ exec: entry });
  let closing = false;
  let earlyExits = 0;
  const startedAt = new Map<number, number>();

  const fork = (slot: number): Worker => {
    const worker = cluster.fork({ FLEET_SLOT: String(slot) });
    startedAt.set(worker.id, Date.now());
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
      startedAt.delete(worker.id);
      if (closing) return;
      earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
      const pause = earlyExits === 0 ? 0 : Math.min(MAX_PAUSE_MS, 500 * 2 ** (earlyExits - 1));
      log.error(
        { slot, workerPid: worker.process.pid, code, signal, restartInMs: pause },
        'worker stopped; starting another',
      );
      setTimeout(() => {
        if (!closing) fork(slot);
      }, pause).unref();
    });
    return worker;
  };

  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down the workers');
    const timer = setTimeout(() => {
      log.error('workers still running after 15 s; exiting');
      process.exit(1);
    }, DRAIN_MS);
    timer.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The first worker alone: it migrates the database and loads the demo data (each under its own
  // lock), so the others start on a ready database. If it cannot start, its line said why.
  const first = fork(1);
  await new Promise<void>((resolve) => {
    const failed = (code: number | null) => {
      if (!closing) {
        closing = true;
        process.exit(code || 1);
      }
    };
    first.once('exit', failed);
    first.once('listening', () => {
      first.off('exit', failed);
      resolve();
    });
  });
  const rest = Array.from({ length: config.workers - 1 }, (_, i) => fork(i + 2));
  await Promise.all(rest.map((w) => new Promise((resolve) => w.once('listening', resolve))));

  if (config.metricsPort !== 0) {
    const aggregator = new AggregatorRegistry<typeof registry.contentType>();
    try {
      const metrics = await startMetricsServer(config.metricsPort, config.metricsHost, {
        metrics: () => aggregator.clusterMetrics(),
        contentType: aggregator.contentType,
      });
      log.info(
        { url: `http://${config.metricsHost}:${metrics.port}/metrics` },
        'metrics of every worker',
      );
    } catch (err) {
      log.error(
        { err: (err as Error).message },
        `metrics not served: METRICS_PORT ${config.metricsPort} is not available (set another, or 0 to turn them off)`,
      );
    }
  }
  if (!config.redisUrl) {
    log.warn(
      'REDIS_URL unset: each worker counts rate limits on its own (a limit allows WORKERS times its count)',
    );
  }
  log.info({ url: `http://localhost:${config.port}/m`, workers: config.workers }, 'fleet ready');
  // A parent that started the fleet with an IPC channel (tests, benchmarks) hears it whatever the
  // log level.
  process.send?.({ fleet: 'ready' });
}
