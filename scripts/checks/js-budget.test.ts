import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { firstLoad } from '../../bench/first-load.ts';
import { COMPILE_HINT } from '../../apps/web/vite-compile-hints.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The home route's first-load JavaScript (the entry and every modulepreload of the built
 * index.html, gzip -9), in KB. Sizes are deterministic, so this is a test, not a timing: a change
 * that adds to what every visitor downloads before the first screen must lower something else or
 * raise this on purpose. Measured 109.3 KB; 110 KB is issue 15's budget (README "Benchmarks").
 */
const HOME_FIRST_LOAD_JS_KB = 110;

it(`keeps the home route's first-load JavaScript within ${HOME_FIRST_LOAD_JS_KB} KB gzip`, () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { js } = firstLoad(path.join(ROOT, 'apps/web/dist'));
  expect(js.length).toBeGreaterThan(0);
  const kb = js.reduce((total, a) => total + a.gzip, 0) / 1024;
  const list = js.map((a) => `${a.file} ${(a.gzip / 1024).toFixed(1)} KB`).join('\n');
  expect(kb, `first-load JavaScript:\n${list}`).toBeLessThanOrEqual(HOME_FIRST_LOAD_JS_KB);
}, 600_000);

it("puts V8's compile hint on the entry's first line, in its compressed copies too, and on no lazy chunk", () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dist = path.join(ROOT, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/m\/([^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the entry script of index.html').toBeTruthy();
  const file = path.join(dist, entry!);
  const firstLine = (text: string) => text.slice(0, text.indexOf('\n'));
  expect(firstLine(fs.readFileSync(file, 'utf8'))).toBe(COMPILE_HINT);
  expect(firstLine(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8'))).toBe(
    COMPILE_HINT,
  );
  expect(firstLine(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString('utf8'))).toBe(
    COMPILE_HINT,
  );
  const assets = path.join(dist, 'assets');
  const lazy = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js') && path.join(assets, name) !== file);
  expect(lazy.length).toBeGreaterThan(10);
  for (const name of lazy) {
    expect(fs.readFileSync(path.join(assets, name), 'utf8').startsWith(COMPILE_HINT), name).toBe(
      false,
    );
  }
}, 600_000);
