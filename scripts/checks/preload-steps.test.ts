import { expect, it } from 'vitest';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { preloadSteps } from '../../apps/web/vite-preload-steps.ts';

type Handler = (html: string, ctx: IndexHtmlTransformContext) => string;

/** The plugin's index.html transform, with the base of the site's build. */
function transform(): Handler {
  const plugin: Plugin = preloadSteps();
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/m/' });
  const hook = plugin.transformIndexHtml as { order: string; handler: Handler };
  expect(hook.order).toBe('post');
  return hook.handler;
}

const chunk = (
  fileName: string,
  imports: string[],
  css: string[] = [],
  dynamicImports: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

it('names the start steps’ scripts and stylesheets in the page, each after what it imports', () => {
  const entry = chunk(
    'assets/index.js',
    ['assets/react.js'],
    ['assets/index.css'],
    ['assets/client.js', 'assets/start.js'],
  );
  const bundle = {
    'assets/index.js': entry,
    'assets/react.js': chunk('assets/react.js', []),
    'assets/client.js': chunk('assets/client.js', ['assets/react.js']),
    'assets/start.js': chunk(
      'assets/start.js',
      ['assets/modal.js', 'assets/react.js'],
      ['assets/start.css'],
    ),
    'assets/modal.js': chunk('assets/modal.js', [], ['assets/modal.css']),
    // Loaded on demand by the app, not by a step: not named.
    'assets/lazy-page.js': chunk('assets/lazy-page.js', [], ['assets/lazy-page.css']),
  };
  const html =
    '<head>\n    <script type="module" crossorigin src="/m/assets/index.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/m/assets/react.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/m/assets/index.css">\n  </head>';
  const out = transform()(html, {
    path: '/index.html',
    filename: 'index.html',
    bundle: bundle as unknown as IndexHtmlTransformContext['bundle'],
    chunk: entry as unknown as IndexHtmlTransformContext['chunk'],
  });
  const named = [
    ...out.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g),
  ].map((m) => `${m[1]} ${m[2]}`);
  expect(named).toEqual([
    'modulepreload /m/assets/react.js',
    'modulepreload /m/assets/client.js',
    'modulepreload /m/assets/modal.js',
    'modulepreload /m/assets/start.js',
    'stylesheet /m/assets/modal.css',
    'stylesheet /m/assets/start.css',
    // the entry's own (the global styles) stays last
    'stylesheet /m/assets/index.css',
  ]);
});

it('leaves the page alone outside a build', () => {
  const html = '<head></head>';
  expect(transform()(html, { path: '/index.html', filename: 'index.html' })).toBe(html);
});
