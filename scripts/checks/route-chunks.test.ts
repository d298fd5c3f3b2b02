import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { firstLoad } from '../../bench/first-load.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'apps/web/dist');

/**
 * The build lists each page module's own chunks and styles (apps/web/vite-route-chunks.ts) for
 * the server to name in a framed page's HTML: the list must name built files, the page's own
 * chunk among them, and nothing the entry already loads.
 */
it("lists each framed page's own chunks, all built, none of the entry's", () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const list = JSON.parse(fs.readFileSync(path.join(DIST, 'route-chunks.json'), 'utf8')) as Record<
    string,
    { js: string[]; css: string[] }
  >;
  const entry = new Set(firstLoad(DIST).js.map((a) => `/m/${a.file}`));
  for (const page of ['games', 'lottery', 'promotions', 'member', 'auth', 'support', 'messages']) {
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
