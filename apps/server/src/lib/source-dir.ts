import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's source folder (apps/server/src), where the files it reads at run time live
 * (migrations, the sandbox vendor's assets): the same whether it runs from its TypeScript sources
 * (tests, `npm run dev`) or as the compiled bundle in apps/server/dist (`npm start`).
 */
export const SERVER_SRC = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url)); // src/lib, or dist in the bundle
  const fromSource = path.resolve(here, '..');
  return fs.existsSync(path.join(fromSource, 'db', 'migrations'))
    ? fromSource
    : path.resolve(here, '..', 'src');
})();
