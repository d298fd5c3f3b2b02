import type { Plugin } from 'vite';

/**
 * Names in the built index.html, beside the entry's own static imports, the files of the entry's
 * dynamic imports (the start's steps in src/main.tsx) and of everything they import: their scripts
 * as modulepreloads and their stylesheets as stylesheets. The browser asks for all of them with
 * the page, as it did when the entry imported the app statically, and the page's stylesheets keep
 * the treatment the server gives them (apps/server/src/plugins/page-shell.ts); each step is then
 * evaluated in its own task without waiting for a download.
 */
export function preloadSteps(): Plugin {
  let base = '/';
  return {
    name: 'preload-steps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        // Each chunk after what it imports, as Vite orders a chunk's stylesheets.
        const files = new Set<string>();
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') return;
          for (const dep of chunk.imports) visit(dep);
          files.add(file);
        };
        for (const file of entry.dynamicImports) visit(file);
        const styles = [...files].flatMap((file) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        const named = (file: string) => html.includes(`"${base}${file}"`);
        const preloads = [...files]
          .filter((f) => !named(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">\n    `);
        const stylesheets = [...new Set(styles)]
          .filter((f) => !named(f))
          .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">\n    `);
        // The steps' stylesheets before the entry's own (the global styles), which come last as
        // they did when the entry imported the app.
        const entryStyle = html.search(/<link rel="stylesheet"/);
        const at = entryStyle < 0 ? html.indexOf('</head>') : entryStyle;
        return html.slice(0, at) + preloads.join('') + stylesheets.join('') + html.slice(at);
      },
    },
  };
}
