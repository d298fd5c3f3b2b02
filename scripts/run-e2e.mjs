// Runs the browser suite in Debian's Chromium. Without a Chromium it skips, except in CI
// (CI=true), where a suite that cannot run fails.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const chromium = candidates.find((p) => p && fs.existsSync(p));
const inCi = process.env.CI === 'true' || process.env.CI === '1';

if (!chromium) {
  const message = 'e2e: no Chromium found (install Debian\'s "chromium" or set CHROMIUM_PATH)';
  if (inCi) {
    console.error(`${message}; failing because CI is set.`);
    process.exit(1);
  }
  console.log(`${message}; browser suite skipped.`);
  process.exit(0);
}

execSync('node scripts/ensure-web-build.mjs', { cwd: root, stdio: 'inherit' });
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
