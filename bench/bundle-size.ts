/**
 * First-load weight of the home route: the JavaScript the built index.html makes the browser fetch
 * before the site can run (the entry module and every modulepreload), gzipped at level 9 as a
 * server would, summed. CSS is listed on its own. Chunks loaded later (lazy routes) are counted
 * apart, as all JavaScript in the build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, round, type Bench, type Figure } from './lib.ts';
import { fileFor, measure, parseIndexHtml, type Asset } from './first-load.ts';

export { parseIndexHtml };

const DIST = path.join(ROOT, 'apps/web/dist');

const kb = (bytes: number) => round(bytes / 1024, 2);

export const bundleSize: Bench = {
  name: 'bundle',
  description: "home route's first-load JavaScript and CSS, KB gzip (level 9)",
  async run(ctx) {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const assets: Asset[] = parseIndexHtml(html).map(({ url, kind }) => ({
      file: path.relative(DIST, fileFor(DIST, url)),
      kind,
      ...measure(fileFor(DIST, url)),
    }));
    const js = assets.filter((a) => a.kind !== 'stylesheet');
    const css = assets.filter((a) => a.kind === 'stylesheet');
    if (js.length === 0) throw new Error('index.html names no module script');
    for (const a of assets) {
      ctx.log(
        `  ${a.kind.padEnd(13)} ${a.file.padEnd(40)} ${kb(a.raw)} KB raw, ${kb(a.gzip)} KB gzip`,
      );
    }
    const allJs = fs
      .readdirSync(path.join(DIST, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => measure(path.join(DIST, 'assets', f)));
    const sum = (list: Array<{ raw: number; gzip: number }>, key: 'raw' | 'gzip') =>
      list.reduce((total, a) => total + a[key], 0);
    const figure = (name: string, value: number, context?: Figure['context']): Figure => ({
      bench: 'bundle',
      name,
      value,
      unit: 'KB',
      ...(context ? { context } : {}),
    });
    return [
      figure('first-load JS (gzip)', kb(sum(js, 'gzip')), { files: js.length }),
      figure('first-load JS (raw)', kb(sum(js, 'raw'))),
      figure('first-load CSS (gzip)', kb(sum(css, 'gzip')), { files: css.length }),
      figure('all JS in the build (gzip)', kb(sum(allJs, 'gzip')), { files: allJs.length }),
    ];
  },
};
