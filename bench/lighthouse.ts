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
/** The main pages of issue 15 a visitor opens (the member home needs a session Lighthouse lacks). */
const PAGES = ['/m/home', '/m/gameList?gameType=RNG', '/m/lottery', '/m/login', '/m/activity'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ timing: number; data: string }> } }
  >;
};

function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && fs.existsSync(p),
  );
  if (!found)
    throw new Error('no Chromium found (install Debian\'s "chromium" or set CHROMIUM_PATH)');
  return found;
}

/** Lighthouse runs per page; the figures are their median (LIGHTHOUSE_RUNS=1 for a quick look). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const AUDITS = [
  ['first-contentful-paint', 'first contentful paint', 'ms'],
  ['largest-contentful-paint', 'largest contentful paint', 'ms'],
  ['total-blocking-time', 'total blocking time', 'ms'],
  ['cumulative-layout-shift', 'cumulative layout shift', ''],
] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const lighthouseBench: Bench = {
  name: 'lighthouse',
  description: `Lighthouse mobile scores of ${PAGES.join(', ')} (built site, demo data), median of ${RUNS}`,
  async run(ctx) {
    const chrome = chromiumPath();
    execFileSync('node', ['scripts/ensure-web-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    const server = await startServer({ kind: 'pglite' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
    const figures: Figure[] = [];
    try {
      for (const page of PAGES) {
        const reports: Report[] = [];
        for (let i = 0; i < RUNS; i++) {
          const out = path.join(dir, 'report.json');
          // Asynchronously: the server under test runs in this process and must keep answering.
          // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is made again.
          for (let attempt = 1; ; attempt++) {
            try {
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
              break;
            } catch (err) {
              if (attempt >= 3 || !String(err).includes('NO_NAVSTART')) throw err;
              ctx.log(`  ${page}: Lighthouse lost its trace (NO_NAVSTART), running it again`);
            }
          }
          reports.push(JSON.parse(fs.readFileSync(out, 'utf8')) as Report);
          if (page === '/m/home' && i === 0) saveFilmstrip(reports[0]!);
        }
        const context = {
          page,
          runs: RUNS,
          device: 'Lighthouse mobile (Moto G power, slow 4G, 4x CPU)',
        };
        const first = figures.length;
        for (const category of CATEGORIES) {
          const score = median(reports.map((r) => (r.categories[category]?.score ?? 0) * 100));
          figures.push({
            bench: 'lighthouse',
            name: category,
            value: Math.round(score),
            unit: '/100',
            context,
          });
        }
        for (const [audit, name, unit] of AUDITS) {
          const values = reports
            .map((r) => r.audits[audit]?.numericValue)
            .filter((v): v is number => v !== undefined);
          if (values.length === 0) continue;
          const value = median(values);
          figures.push({
            bench: 'lighthouse',
            name,
            value: unit === 'ms' ? Math.round(value) : Math.round(value * 1000) / 1000,
            unit,
            context,
          });
        }
        ctx.log(
          `  ${page}: ${figures
            .slice(first)
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

/**
 * The home's filmstrip frames nearest 1.0 s and 1.5 s of the emulated load (Lighthouse's
 * "screenshot-thumbnails"), written to bench/results/ to look at.
 */
function saveFilmstrip(report: Report) {
  const frames = report.audits['screenshot-thumbnails']?.details?.items ?? [];
  const out = path.join(ROOT, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  for (const at of [1000, 1500]) {
    const frame = frames.filter((f) => f.timing <= at).sort((a, b) => b.timing - a.timing)[0];
    if (!frame) continue;
    const data = frame.data.replace(/^data:image\/\w+;base64,/, '');
    fs.writeFileSync(path.join(out, `home-at-${at}ms.jpg`), Buffer.from(data, 'base64'));
  }
}
