// Compiles the API server to one JavaScript file, apps/server/dist/server.mjs, when its sources
// changed since the last build (npm start runs it; production runs compiled JavaScript, not tsx).
// Packages from node_modules stay external; our workspace packages (@app/*) are compiled in.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');
const STAMP = path.join(root, 'apps/server/dist/.build-hash');
const INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
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

function digest() {
  const files = [];
  for (const input of INPUTS) walk(input, files);
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(root, f)));
  return hash.digest('hex');
}

/** Builds the server bundle unless it is up to date; `force` builds anyway. */
export async function buildServer({ force = false, quiet = false } = {}) {
  const hash = digest();
  const previous = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : '';
  if (!force && previous === hash && fs.existsSync(SERVER_BUNDLE)) {
    if (!quiet) console.log('server build is up to date');
    return SERVER_BUNDLE;
  }
  if (!quiet) console.log('building the server…');
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Everything installed stays a runtime import; only our own packages are compiled in.
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  fs.writeFileSync(STAMP, hash + '\n');
  return SERVER_BUNDLE;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer({ force: process.argv.includes('--force') });
}
