/**
 * The compositor's work while a page stands still: the CPU time Chromium's GPU process (with
 * `--disable-gpu`, as Lighthouse runs it here, the software compositor) spends per second on the
 * home once it has settled, with the notice popup open over it and once the popup is closed, at
 * Lighthouse's phone size (412 × 823, 1.75 device pixels per CSS pixel).
 * The home keeps moving under the popup (the announcement marquee, a section's loading shimmer):
 * each frame is composited again, and whatever the popup's mask draws over the page with it.
 * CPU time read from /proc (Linux), not wall time: it does not depend on what else the machine
 * runs. Figures are the median of three 3-second windows.
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumPath, median, ROOT, startServer, type Bench, type Figure } from './lib.ts';

const WINDOW_MS = 3000;
const WINDOWS = 3;

/** CPU time (ms) of every Chromium GPU process so far. */
function gpuProcessCpuMs(): number {
  const tick = 10; // USER_HZ is 100 on Linux
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=gpu-process')) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}

export const compositorBench: Bench = {
  name: 'compositor',
  description:
    "CPU time of Chromium's software compositor per second on the settled home, notice popup open and closed",
  async run(ctx) {
    if (!fs.existsSync('/proc/self/stat')) throw new Error('reads /proc: Linux only');
    const chrome = chromiumPath();
    execFileSync('node', ['scripts/ensure-web-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    const server = await startServer({ kind: 'pglite' });
    const browser = await chromium.launch({
      executablePath: chrome,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const figures: Figure[] = [];
    try {
      const page = await browser.newPage({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await page.goto(`${server.url}/m/home`);
      const popup = page.getByRole('dialog');
      await popup.waitFor();
      // Settled: the marquee moves once the page has (useSettled, apps/web/src/lib/use-idle.ts).
      await page.locator('.marquee__track.is-moving').waitFor();
      const measure = async () => {
        const runs: number[] = [];
        for (let i = 0; i < WINDOWS; i++) {
          const before = gpuProcessCpuMs();
          await page.waitForTimeout(WINDOW_MS);
          runs.push(((gpuProcessCpuMs() - before) * 1000) / WINDOW_MS);
        }
        return Math.round(median(runs));
      };
      const context = { page: '/m/home', viewport: '412x823@1.75', chromium: '--disable-gpu' };
      figures.push({
        bench: 'compositor',
        name: 'GPU process CPU, notice popup open',
        value: await measure(),
        unit: 'ms/s',
        context,
      });
      await page.getByTestId('notice-popup-close').click();
      await popup.waitFor({ state: 'detached' });
      figures.push({
        bench: 'compositor',
        name: 'GPU process CPU, popup closed',
        value: await measure(),
        unit: 'ms/s',
        context,
      });
      ctx.log(`  ${figures.map((f) => `${f.name} ${f.value} ${f.unit}`).join(', ')}`);
    } finally {
      await browser.close();
      await server.close();
    }
    return figures;
  },
};
