/**
 * What the server spends with no one asking: its CPU per second of wall time (from /proc, so Linux
 * only) while it runs as `npm start` runs it (its own process, the demo data, PGlite in memory),
 * with every scheduled job on, and again with the lottery's scheduler off, so that the difference
 * is the scheduler's share. On a two-core phone-sized machine that time is taken from the browser
 * beside it (docs/decisions/2026-12-02-lottery-scheduler-sleeps.md).
 */
import fs from 'node:fs';
import { median, processCpuMs, round, startDemoServer, type Bench, type Figure } from './lib.ts';

/** Quiet windows measured per server, after one to let its start-up work finish. */
const WINDOWS = Number(process.env.SERVER_IDLE_WINDOWS ?? 12);
const WINDOW_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU and wall milliseconds of each quiet window of a server started with `env`. */
async function idleWindows(env: Record<string, string>): Promise<{ cpu: number; wall: number }[]> {
  const server = await startDemoServer({ WEB_DIST: '/nonexistent', ...env });
  try {
    const pid = server.pid;
    const windows: { cpu: number; wall: number }[] = [];
    for (let i = 0; i <= WINDOWS; i++) {
      const cpu = processCpuMs(pid);
      const wall = performance.now();
      await sleep(WINDOW_MS);
      // The first window holds the start-up's last work (the first passes, the caches' fill).
      if (i > 0) windows.push({ cpu: processCpuMs(pid) - cpu, wall: performance.now() - wall });
    }
    return windows;
  } finally {
    await server.stop();
  }
}

export const serverIdleBench: Bench = {
  name: 'server-idle',
  description: `the server's CPU with no one asking (PGlite, demo data), ms a second over ${WINDOWS} windows of ${WINDOW_MS / 1000} s`,
  async run(ctx) {
    if (!fs.existsSync('/proc/self/stat')) throw new Error('needs /proc (Linux)');
    const figures: Figure[] = [];
    for (const [name, env] of [
      ['every job on', {}],
      ['lottery scheduler off', { LOTTERY_SCHEDULER: 'off' }],
    ] as const) {
      const windows = await idleWindows(env);
      const each = windows.map((w) => (w.cpu * 1000) / w.wall);
      ctx.log(`  ${name}: ${each.map((w) => round(w)).join(' / ')} ms a second`);
      // The scheduler's work comes in bursts (a minute's draws drawn at once): the figure is the
      // CPU over all the windows' wall time, not a typical window.
      const cpu = windows.reduce((sum, w) => sum + w.cpu, 0);
      const wall = windows.reduce((sum, w) => sum + w.wall, 0);
      figures.push({
        bench: 'server-idle',
        name: `server CPU idle, ${name}`,
        value: round((cpu * 1000) / wall),
        unit: 'ms/s',
        context: {
          database: 'pglite',
          windows: windows.length,
          medianWindow: round(median(each)),
          range: `${round(Math.min(...each))}–${round(Math.max(...each))}`,
        },
      });
    }
    return figures;
  },
};
