// Builds the site when its sources changed since the last build (npm start, e2e, bench).
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-strip-endpoint-docs.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/client/src',
];
const stampFile = path.join(root, 'apps/web/dist/.build-hash');

function walk(p, out) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name), out);
  } else if (!/\.test\.tsx?$/.test(p)) {
    out.push(p);
  }
}

const files = [];
for (const input of inputs) walk(input, files);
const hash = createHash('sha256');
for (const f of files) hash.update(f).update(fs.readFileSync(path.join(root, f)));
const digest = hash.digest('hex');

const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (previous === digest && !process.argv.includes('--force')) {
  console.log('site build is up to date');
} else {
  console.log('building the site…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stampFile, digest + '\n');
}
