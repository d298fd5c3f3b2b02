// `npm start`: builds what changed (the site, the back office, the server), then runs the compiled
// server in this very process, so that a signal sent to `npm start` reaches the server itself
// (SIGTERM drains requests in flight for at most 10 s, then exits). SITE_BUILD=skip leaves the
// site and back office builds alone (an image that built them already).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
if (process.env.SITE_BUILD !== 'skip') {
  execFileSync(process.execPath, [path.join(here, 'ensure-web-build.mjs')], { stdio: 'inherit' });
}
const bundle = await buildServer();
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--enable-source-maps']
  .filter(Boolean)
  .join(' ');
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
