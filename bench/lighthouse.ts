/**
 * Lighthouse mobile scores (performance, accessibility, best practices, SEO) of /m/home and
 * /m/gameList on the built site served by the real server (PGlite, demo data), with Lighthouse's
 * default mobile emulation: a mid-range phone, 4x CPU slowdown and a simulated slow 4G link.
 * Lighthouse runs through npx (pinned, not a dependency of the project) in Debian's Chromium.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServer, type Bench, type Figure } from './lib.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const run = promisify(execFile);
const PAGES = ['/m/home', '/m/gameList?gameType=RNG'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && fs.existsSync(p),
  );
  if (!found)
    throw new Error('no Chromium found (install Debian\'s "chromium" or set CHROMIUM_PATH)');
  return found;
}

export const lighthouseBench: Bench = {
  name: 'lighthouse',
  description: 'Lighthouse mobile scores of /m/home and /m/gameList (built site, demo data)',
  async run(ctx) {
    const chrome = chromiumPath();
    execFileSync('node', ['scripts/ensure-web-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    const server = await startServer({ kind: 'pglite' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
    const figures: Figure[] = [];
    try {
      for (const page of PAGES) {
        const out = path.join(dir, 'report.json');
        // Asynchronously: the server under test runs in this process and must keep answering.
        await run(
          'npx',
          [
            '--yes',
            LIGHTHOUSE,
            `${server.url}${page}`,
            `--only-categories=${CATEGORIES.join(',')}`,
            '--output=json',
            `--output-path=${out}`,
            '--quiet',
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
          ],
          {
            cwd: ROOT,
            env: { ...process.env, CHROME_PATH: chrome },
            maxBuffer: 64 * 2 ** 20,
          },
        );
        const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
        const context = { page, device: 'Lighthouse mobile (Moto G power, slow 4G, 4x CPU)' };
        for (const category of CATEGORIES) {
          const score = Math.round((report.categories[category]?.score ?? 0) * 100);
          figures.push({
            bench: 'lighthouse',
            name: category,
            value: score,
            unit: '/100',
            context,
          });
        }
        for (const [audit, name] of [
          ['first-contentful-paint', 'first contentful paint'],
          ['largest-contentful-paint', 'largest contentful paint'],
          ['total-blocking-time', 'total blocking time'],
        ] as const) {
          const ms = report.audits[audit]?.numericValue;
          if (ms !== undefined) {
            figures.push({ bench: 'lighthouse', name, value: Math.round(ms), unit: 'ms', context });
          }
        }
        ctx.log(
          `  ${page}: ${figures
            .slice(-7)
            .map((f) => `${f.name} ${f.value}${f.unit}`)
            .join(', ')}`,
        );
      }
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
