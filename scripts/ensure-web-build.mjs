// Builds the site and the back office when their sources changed since their last build
// (npm start, e2e, bench).
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/contracts/src', 'packages/client/src'];
const apps = [
  {
    name: 'site',
    workspace: 'apps/web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite-strip-endpoint-docs.ts',
      'apps/web/vite-precompress.ts',
      'apps/web/vite-route-chunks.ts',
      'apps/web/vite-pure-contracts.ts',
      'apps/web/package.json',
      ...shared,
    ],
  },
  {
    name: 'back office',
    workspace: 'apps/admin',
    inputs: [
      'apps/admin/src',
      'apps/admin/public',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'apps/web/vite-precompress.ts',
      'apps/admin/package.json',
      // the console shows the site's error texts
      'apps/web/src/locales',
      ...shared,
    ],
  },
];

function walk(p, out) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name), out);
  } else if (!/\.test\.tsx?$/.test(p)) {
    out.push(p);
  }
}

// Two callers at once (test files run in parallel workers, `npm start` beside a test run) would
// both empty and write the same dist folder, and one build fails. The first takes a lock; the
// others wait for it, then find the build up to date.
const lockDir = path.join(root, 'node_modules/.cache/web-build.lock');

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function takeLock() {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    } catch {
      // the holder has made the folder and not yet written its pid, or has just let go
    }
    if (Number.isInteger(holder) && holder > 0 && !pidAlive(holder)) {
      fs.rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    Atomics.wait(pause, 0, 0, 200);
  }
}

function releaseLock() {
  fs.rmSync(lockDir, { recursive: true, force: true });
}

takeLock();
process.on('exit', releaseLock);

for (const app of apps) {
  const files = [];
  for (const input of app.inputs) walk(input, files);
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(root, f)));
  const digest = hash.digest('hex');
  const stampFile = path.join(root, app.workspace, 'dist/.build-hash');
  const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (previous === digest && !process.argv.includes('--force')) {
    console.log(`${app.name} build is up to date`);
  } else {
    console.log(`building the ${app.name}…`);
    // Always a production build: run from a test runner (vitest sets NODE_ENV=test), Vite would
    // otherwise ship React's development runtime, twice the size and slower.
    execSync(`npm run build -w ${app.workspace}`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    fs.writeFileSync(stampFile, digest + '\n');
  }
}
