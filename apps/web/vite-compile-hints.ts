import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file runs while the page loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of each entry chunk. Without it V8 compiles a function
 * the first time it is called, on the main thread, inside the entry's evaluation; with it the
 * browser compiles the whole file while it streams in, off the main thread
 * (docs/decisions/2026-11-29-entry-compile-hints.md). Lazily loaded chunks keep lazy compilation:
 * most of their functions run only on a tap.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // On the written files: the build puts its dependency map on the first line as it generates
    // the bundle, and the hint counts only on the first line. Before the compressed copies are
    // made (vite-precompress.ts, on closeBundle).
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '.');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = path.join(dir, chunk.fileName);
        const code = await fs.readFile(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        await fs.writeFile(file, `${COMPILE_HINT}\n${code}`);
        // One line more at the top: the source map's lines move down by one.
        const mapFile = `${file}.map`;
        const map = await fs.readFile(mapFile, 'utf8').catch(() => null);
        if (map) {
          const parsed = JSON.parse(map) as { mappings: string };
          parsed.mappings = `;${parsed.mappings}`;
          await fs.writeFile(mapFile, JSON.stringify(parsed));
        }
      }
    },
  };
}
