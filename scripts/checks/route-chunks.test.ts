import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { PAGE_FRAMES } from '../../apps/server/src/plugins/page-shell.ts';
import { ROUTE_TABLE } from '../../apps/web/src/app/route-table.ts';
import { firstLoad } from '../../bench/first-load.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'apps/web/dist');

/** The site's build (made when missing or stale) and its list of each page module's chunks. */
function builtRouteChunks(): Record<string, { js: string[]; css: string[] }> {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(fs.readFileSync(path.join(DIST, 'route-chunks.json'), 'utf8')) as Record<
    string,
    { js: string[]; css: string[] }
  >;
}

/** A page module's file name (apps/web/src/app/routes/<name>.tsx): `appDownload` → `app-download`. */
const fileOf = (page: string) => page.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Each framed page's HTML names the chunks of the page module the site's router loads for that
 * path: the server's frame and the site's route table must agree, or the page's code is fetched
 * only after the entry has run (or another page's code is fetched for nothing).
 */
it("names, for each framed path, the page module the site's route table loads for it", () => {
  for (const [pagePath, frame] of Object.entries(PAGE_FRAMES)) {
    const entry = ROUTE_TABLE.find((r) => r.path === pagePath);
    expect(entry, pagePath).toBeDefined();
    expect(frame.page, pagePath).toBe(fileOf(entry!.page));
    expect(fs.existsSync(path.join(ROOT, `apps/web/src/app/routes/${frame.page}.tsx`))).toBe(true);
  }
});

/**
 * The build lists each page module's own chunks and styles (apps/web/vite-route-chunks.ts) for
 * the server to name in a framed page's HTML: the list must name built files, the page's own
 * chunk among them, and nothing the entry already loads.
 */
it("lists each framed page's own chunks, all built, none of the entry's", () => {
  const list = builtRouteChunks();
  const entry = new Set(firstLoad(DIST).js.map((a) => `/m/${a.file}`));
  for (const page of new Set(Object.values(PAGE_FRAMES).map((frame) => frame.page))) {
    const assets = list[page];
    expect(assets, page).toBeDefined();
    expect(assets!.js[0], page).toMatch(new RegExp(`^/m/assets/${page}-[\\w-]+\\.js$`));
    for (const url of [...assets!.js, ...assets!.css]) {
      expect(fs.existsSync(path.join(DIST, url.replace(/^\/m\//, ''))), url).toBe(true);
      expect(entry.has(url), url).toBe(false);
    }
  }
  expect(list.lottery!.css.some((url) => /\/lottery-[\w-]+\.css$/.test(url))).toBe(true);
}, 600_000);

/**
 * The pages that check no input of their own load no zod (8 KB gzip): a contracts value they use
 * lives in a module without schemas (packages/contracts/src/content-rules.ts and the other
 * `*-rules.ts`), since a module with schemas brings zod into the page that imports it.
 */
it('loads no zod on the pages that check no input', () => {
  const list = builtRouteChunks();
  const zod = list.auth!.js.filter((url) => /\/zod-[\w-]+\.js$/.test(url));
  // The sign-in page checks its form: the chunk exists and is named so.
  expect(zod).toHaveLength(1);
  for (const page of [
    'games',
    'promotions',
    'messages',
    'help',
    'app-download',
    'preferences',
    'member-home',
    'my-account',
    'vip',
    'rewards',
    'mall',
    'invite-friends',
    'launch',
    // The lottery's lobby, games and bet slip: a slip's numbers are checked by the rules
    // (checkBetNumbers in lottery-rules.ts), as the server checks them again.
    'lottery',
  ]) {
    expect(list[page], page).toBeDefined();
    expect(list[page]!.js, page).not.toContain(zod[0]);
  }
}, 600_000);
