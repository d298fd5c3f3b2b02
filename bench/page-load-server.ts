/**
 * The server's CPU per page load: Chromium (Debian's, at Lighthouse's phone size) loads each main
 * page in a fresh context, as a first visit does (the HTML, the entry and the page's chunks,
 * pictures and calls), until the network is idle. The server runs as `npm start` runs it (its own
 * process, the demo data, PGlite in memory); the figure is that process's CPU time over the load
 * (from /proc, so Linux only), less what it spends on its own meanwhile (its scheduler, measured
 * over quiet windows before and after the loads). On a phone-sized machine of two cores the server shares the CPU
 * with the browser whose page it serves (docs/decisions/2026-12-01-less-server-work-per-page.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  chromiumPath,
  median,
  processCpuMs,
  ROOT,
  round,
  startDemoServer,
  type Bench,
  type Figure,
} from './lib.ts';

const PAGES = ['/m/home', '/m/gameList?gameType=RNG', '/m/lottery', '/m/login', '/m/activity'];
/** Loads of each page; one more before them (the server's first answers) is not counted. */
const LOADS = Number(process.env.PAGE_LOAD_RUNS ?? 8);
const QUIET_MS = 10_000;
export const pageLoadServerBench: Bench = {
  name: 'page-load-server',
  description: "the server's CPU per load of each main page (Chromium, first visit, PGlite)",
  async run(ctx) {
    if (!fs.existsSync('/proc/self/stat')) throw new Error('needs /proc (Linux)');
    const webDist = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
    if (!fs.existsSync(path.join(webDist, 'index.html'))) {
      throw new Error('the site is not built: run `npm run build` first');
    }
    const server = await startDemoServer({
      WEB_DIST: webDist,
      // The jobs that run hourly or daily, off; the lottery's scheduler runs (the lobby shows
      // its draws), and its share is taken off each load.
      VIP_JOB: 'off',
      REFERRAL_JOB: 'off',
      AGENT_CONTRACTS_JOB: 'off',
    });
    const url = server.url;
    const browser = await chromium
      .launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] })
      .catch(async (error: unknown) => {
        await server.stop();
        throw error;
      });
    try {
      const pid = server.pid;
      // What the server spends with no one asking (its scheduler), per millisecond of wall time,
      // over a quiet window before the loads and another after them.
      const quiet = async () => {
        const cpu = processCpuMs(pid);
        const wall = performance.now();
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
        return { cpu: processCpuMs(pid) - cpu, wall: performance.now() - wall };
      };
      const before = await quiet();
      const loads = new Map<string, { cpu: number; wall: number; requests: number }[]>();
      for (let i = 0; i <= LOADS; i++) {
        for (const page of PAGES) {
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            deviceScaleFactor: 1.75,
            isMobile: true,
            hasTouch: true,
          });
          const tab = await context.newPage();
          let requests = 0;
          tab.on('request', () => requests++);
          const cpu = processCpuMs(pid);
          const wall = performance.now();
          const answer = await tab.goto(`${url}${page}`, { waitUntil: 'networkidle' });
          if (answer?.status() !== 200) throw new Error(`${page} answered ${answer?.status()}`);
          // The frame's picture can hold the app's start past the network's idle half second:
          // the load ends once the app has replaced the frame and the network is idle again.
          await tab.waitForFunction(() => !document.querySelector('#root > .shell'));
          await tab.waitForLoadState('networkidle');
          const load = { cpu: processCpuMs(pid) - cpu, wall: performance.now() - wall, requests };
          await context.close();
          if (i > 0) loads.set(page, [...(loads.get(page) ?? []), load]);
        }
      }
      const after = await quiet();
      const idle = (before.cpu + after.cpu) / (before.wall + after.wall);
      ctx.log(`  the server's own work with no one asking: ${round(idle * 1000)} ms a second`);

      const figures: Figure[] = [];
      for (const [page, runs] of loads) {
        const spent = runs.map((r) => r.cpu - idle * r.wall);
        figures.push({
          bench: 'page-load-server',
          name: `server CPU per load ${page}`,
          value: round(median(spent)),
          unit: 'ms',
          context: {
            loads: runs.length,
            range: `${round(Math.min(...spent))}–${round(Math.max(...spent))}`,
            requests: median(runs.map((r) => r.requests)),
            loadMs: round(median(runs.map((r) => r.wall))),
            idleMsPerSecond: round(idle * 1000),
          },
        });
      }
      return figures;
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
