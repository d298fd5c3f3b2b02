import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { firstLoad } from '../../bench/first-load.ts';

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
