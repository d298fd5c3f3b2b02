/**
 * Lighthouse mobile scores (performance, accessibility, best practices, SEO) of the main pages
 * (the member home signed in as the demo member) on the built site served by the real server
 * (PGlite, demo data), with Lighthouse's default mobile emulation: a mid-range phone, 4x CPU
 * slowdown and a simulated slow 4G link.
 * Lighthouse runs through npx (pinned, not a dependency of the project) in Debian's Chromium.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import {
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  encryptLoginBody,
  LoginKeySchema,
  loginNonce,
  MODULE_HEADER,
} from '@app/contracts';
import { ROUTE_TABLE } from '../apps/web/src/app/route-table.ts';
import { chromiumPath, median, ROOT, startServer, type Bench, type Figure } from './lib.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const run = promisify(execFile);
/** The main pages of issue 15; those in MEMBER_PAGES are opened signed in as the demo member. */
const PAGES = [
  '/m/home',
  '/m/gameList?gameType=RNG',
  '/m/lottery',
  '/m/login',
  '/m/activity',
  '/m/member/home',
];
const MEMBER_PAGES = new Set(['/m/member/home']);
/**
 * The pages the content and member-centre issues add (`LIGHTHOUSE_SET=features`); those the route
 * table keeps for members are opened signed in. `{promotion}` and `{message}` are the first
 * promotion's and the demo member's first inbox message's ids.
 */
const FEATURE_PAGES = [
  '/m/activity',
  '/m/activityDetail?id={promotion}',
  '/m/help',
  '/m/webEmail',
  '/m/messageDetail?id={message}',
  '/m/app',
  '/m/customer',
  '/m/other',
  '/m/set',
  '/m/member/home',
  '/m/myAccount/index',
  '/m/member/benefits',
  '/m/vip',
  '/m/securityCenter',
  '/m/rewardCenter',
  '/m/activity/signIn',
  '/m/mall/mallHome',
  '/m/inviteFriends',
];
const SESSION_PATHS = new Set(ROUTE_TABLE.filter((r) => r.needsSession).map((r) => r.path));
const needsSession = (page: string) =>
  MEMBER_PAGES.has(page) || SESSION_PATHS.has(page.split('?')[0]!);
/** The site keeps its session here (apps/web/src/lib/session.ts). */
const SESSION_KEY = 'MC_SESSION_INFO';
const DEBUGGING_PORT = 9333;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Report = {
  finalDisplayedUrl?: string;
  /** Lighthouse's own CPU benchmark of the machine during the run (higher is faster). */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ timing: number; data: string }> } }
  >;
};

/** Lighthouse runs per page; the figures are their median (LIGHTHOUSE_RUNS=1 for a quick look). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const AUDITS = [
  ['first-contentful-paint', 'first contentful paint', 'ms'],
  ['largest-contentful-paint', 'largest contentful paint', 'ms'],
  ['total-blocking-time', 'total blocking time', 'ms'],
  ['cumulative-layout-shift', 'cumulative layout shift', ''],
] as const;

/**
 * A Chromium signed in as the demo member, for Lighthouse to drive through its debugging port:
 * the member logs in through the API (encrypted body, as the site does) and the session is stored
 * where the site keeps it, in the browser's default profile, which Lighthouse's tab shares
 * (`--disable-storage-reset` keeps it).
 */
async function signedInChromium(chrome: string, base: string, dir: string) {
  const keyRes = await fetch(`${base}/wps/auth/key`);
  const key = LoginKeySchema.parse(((await keyRes.json()) as { value: unknown }).value);
  const res = await fetch(`${base}/wps/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
    body: JSON.stringify(
      await encryptLoginBody(key, {
        type: 'username',
        username: 'demo',
        password: 'Demo1234',
        nonce: loginNonce(),
        timestamp: Date.now(),
      }),
    ),
  });
  if (res.status !== 200) throw new Error(`demo login: HTTP ${res.status} ${await res.text()}`);
  const session = ((await res.json()) as { value: Record<string, unknown> }).value;
  const context: BrowserContext = await chromium.launchPersistentContext(
    path.join(dir, 'profile'),
    {
      executablePath: chrome,
      headless: true,
      args: [...CHROME_FLAGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
    },
  );
  const page = await context.newPage();
  await page.goto(`${base}/m/login`);
  await page.evaluate(
    ([storageKey, value]) => window.localStorage.setItem(storageKey!, value!),
    [
      SESSION_KEY,
      JSON.stringify({
        token: session.token,
        merchantCode: session.merchantCode,
        userName: session.userName,
        type: session.customerType,
        firstTimeLogin: session.firstTimeLogin,
      }),
    ],
  );
  await page.close();
  return { context, token: String(session.token) };
}

/**
 * Loads `url` once in a page of its own (in the signed-in browser when given one) and waits until
 * its calls and pictures have arrived, so that the server has answered each of them once before
 * Lighthouse measures.
 */
async function warmUp(chrome: string, url: string, signedIn?: BrowserContext) {
  const browser = signedIn
    ? undefined
    : await chromium.launch({ executablePath: chrome, args: CHROME_FLAGS });
  try {
    const page = signedIn ? await signedIn.newPage() : await browser!.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.close();
  } finally {
    await browser?.close();
  }
}

/** A page path with its `{promotion}` and `{message}` ids filled from the running site. */
async function fillIds(page: string, base: string, token: () => Promise<string>) {
  if (page.includes('{promotion}')) {
    const res = await fetch(`${base}/wps/content/promotions`);
    const list = ((await res.json()) as { value: { list: { id: number }[] } }).value.list;
    if (!list[0]) throw new Error('no promotion in the demo data');
    return page.replace('{promotion}', String(list[0].id));
  }
  if (page.includes('{message}')) {
    const res = await fetch(`${base}/wps/member/inbox`, {
      headers: { authorization: `Bearer ${await token()}`, [MODULE_HEADER]: 'MAILCEN' },
    });
    const list = ((await res.json()) as { value?: { list: { id: number }[] } }).value?.list ?? [];
    if (!list[0]) throw new Error(`no inbox message for the demo member (HTTP ${res.status})`);
    return page.replace('{message}', String(list[0].id));
  }
  return page;
}

export const lighthouseBench: Bench = {
  name: 'lighthouse',
  description: `Lighthouse mobile scores of ${PAGES.join(', ')} (LIGHTHOUSE_SET=features: the content and member-centre pages) on the built site with demo data, median of ${RUNS}`,
  async run(ctx) {
    const chrome = chromiumPath();
    execFileSync('node', ['scripts/ensure-web-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    const server = await startServer({ kind: 'pglite' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
    const figures: Figure[] = [];
    let member: { context: BrowserContext; token: string } | undefined;
    const signIn = async () => (member ??= await signedInChromium(chrome, server.url, dir));
    try {
      // LIGHTHOUSE_SET=features: the content and member-centre pages instead of the main ones;
      // LIGHTHOUSE_PAGES=/m/home,/m/member/home: only those, for a quick look.
      const set = process.env.LIGHTHOUSE_SET === 'features' ? FEATURE_PAGES : PAGES;
      const only = process.env.LIGHTHOUSE_PAGES?.split(',');
      for (const template of only ? set.filter((p) => only.includes(p)) : set) {
        // The lottery's draws opened and closed as `npm start`'s scheduler would have by now, so
        // the lobby shows its current draws (the Vietnamese strip, the countdowns) rather than
        // none; one pass before each page instead of its timer, which would take the CPU the
        // browser is measured on.
        await server.app.lottery.tick();
        const signedIn = needsSession(template);
        if (signedIn) await signIn();
        const page = await fillIds(template, server.url, async () => (await signIn()).token);
        // One load of the page before the measured ones, as any visitor before them would have made:
        // a server just started compiles each route's code and fills its caches on its first
        // requests, which took the CPU the first measured load runs on (home: 193 and 59 ms of
        // blocking time on the first run after a start against 0–94 ms on the next three).
        await warmUp(
          chrome,
          `${server.url}${page}`,
          signedIn ? (await signIn()).context : undefined,
        );
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
                  ...(signedIn
                    ? [`--port=${DEBUGGING_PORT}`, '--disable-storage-reset']
                    : [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]),
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
          const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
          // A page that needs the session sends a visitor without one to the login page.
          const landed = report.finalDisplayedUrl && new URL(report.finalDisplayedUrl);
          if (!landed || `${landed.pathname}${landed.search}` !== page) {
            throw new Error(`${page}: Lighthouse measured ${report.finalDisplayedUrl}`);
          }
          reports.push(report);
          if (page === '/m/home' && i === 0) saveFilmstrip(reports[0]!);
          // LIGHTHOUSE_KEEP=/some/dir keeps every report, to read its diagnostics (long tasks,
          // main-thread work, script evaluation) afterwards.
          if (process.env.LIGHTHOUSE_KEEP) {
            fs.mkdirSync(process.env.LIGHTHOUSE_KEEP, { recursive: true });
            const name = `${template.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${i + 1}.json`;
            fs.copyFileSync(out, path.join(process.env.LIGHTHOUSE_KEEP, name));
          }
        }
        const context = {
          page,
          ...(signedIn ? { session: 'demo member' } : {}),
          runs: RUNS,
          device: 'Lighthouse mobile (Moto G power, slow 4G, 4x CPU)',
          // The simulated blocking time scales with the machine's speed (every task it records is
          // counted four times): figures from machines with different benchmarks do not compare.
          cpuBenchmark: Math.round(
            median(reports.map((r) => r.environment?.benchmarkIndex ?? 0).filter((v) => v > 0)),
          ),
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
      await member?.context.close();
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
