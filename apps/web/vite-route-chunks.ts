import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What a page module's lazy import loads beyond the entry: its scripts and its stylesheets. */
export type RouteChunks = Record<string, { js: string[]; css: string[] }>;

/** Where the site's page modules live (apps/web/src/app/router.tsx imports each lazily). */
const PAGE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]([a-z-]+)\.tsx$/;

/**
 * Writes `route-chunks.json` beside index.html: for each page module (by file name, e.g.
 * `lottery`), the chunks and stylesheets its lazy import loads that the entry does not. The server
 * names them in a framed page's HTML (apps/server/src/plugins/page-shell.ts), so that the page's
 * code is fetched beside the entry instead of after it has run.
 */
export function routeChunks(): Plugin {
  let base = '/';
  return {
    name: 'route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // After every other plugin's changes to the bundle (the CSS plugin drops chunks that held only
    // styles), so that only files on disk are named.
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const initial = new Set<string>();
      const addStatic = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? [])
          if (byFile.has(dep)) addStatic(dep, into);
      };
      for (const c of chunks) if (c.isEntry) addStatic(c.fileName, initial);
      const out: RouteChunks = {};
      for (const c of chunks) {
        const page = c.facadeModuleId ? PAGE_MODULE.exec(c.facadeModuleId)?.[1] : undefined;
        if (!page || !c.isDynamicEntry) continue;
        const files = new Set<string>();
        addStatic(c.fileName, files);
        const js = [...files].filter((f) => !initial.has(f));
        const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        out[page] = { js: js.map((f) => base + f), css: [...new Set(css)].map((f) => base + f) };
      }
      await fs.writeFile(
        path.join(options.dir ?? 'dist', 'route-chunks.json'),
        JSON.stringify(out, null, 1),
      );
    },
  };
}
