import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { stripEndpointDocs } from './vite-strip-endpoint-docs.ts';
import { compileHints } from './vite-compile-hints.ts';
import { precompress } from './vite-precompress.ts';
import { pureContracts } from './vite-pure-contracts.ts';
import { routeChunks } from './vite-route-chunks.ts';
import { THEME_COLORS } from './src/lib/theme-colors.ts';

// The site is served by the API server under /m; in dev, Vite proxies the API to it.
// The API server of `npm run dev` (scripts/dev.mjs passes its PORT as API_PORT).
const API = `http://localhost:${process.env.API_PORT ?? process.env.PORT ?? '8080'}`;

/**
 * A hash of the contracts' sources: the site stores the status answer with it and reads back only
 * an answer stored by a build of the same contracts (src/lib/queries/status.ts).
 */
function contractsStamp(): string {
  const dir = path.resolve(import.meta.dirname, '../../packages/contracts/src');
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('base64url').slice(0, 12);
}

export default defineConfig({
  base: '/m/',
  define: { __CONTRACTS_STAMP__: JSON.stringify(contractsStamp()) },
  plugins: [
    react(),
    stripEndpointDocs({ schemas: true }),
    pureContracts(),
    routeChunks(),
    // The installable app: its manifest and a service worker built from src/sw (our own routing,
    // so that no /wps answer is ever cached). See docs/decisions/2026-11-24-installable-pwa.md.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'service-worker.ts',
      // The page registers the worker itself (src/lib/pwa.ts) and shows the "new version" toast.
      injectRegister: false,
      registerType: 'prompt',
      scope: '/m/',
      base: '/m/',
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        id: '/m/home',
        name: 'Lucky Lotus — games and lottery',
        short_name: 'Lucky Lotus',
        description: 'Games and lottery on your phone',
        lang: 'vi',
        start_url: '/m/home',
        scope: '/m/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLORS.light.theme,
        background_color: THEME_COLORS.light.background,
        icons: [
          { src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/m/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/m/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    compileHints(),
    // After the service worker is written, so that it is compressed too.
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/wps': API, '/healthz': API },
  },
  build: {
    outDir: 'dist',
    sourcemap: process.env.SOURCEMAP === '1',
    target: 'es2022',
    reportCompressedSize: false,
    // A lazily loaded page's stylesheets are still fetched with it; its scripts' imports are left
    // to the browser's module loader (a framed page's HTML already names them all), so the entry
    // carries no list of every chunk's file names. Safari before 17 ignores modulepreload links
    // and fetches a page's chunks as it imports them (docs/decisions/2026-11-29-support-pages-own-code.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    // Everything the entry imports statically is one chunk: the bundler's automatic splitting
    // made ~50 small chunks of it (shared with lazily loaded pages), and a phone on HTTP/1.1 asks
    // for six at a time, a round trip each (docs/decisions/2026-11-28-one-initial-chunk.md).
    rolldownOptions: {
      // A property read in a module's top level starts nothing (no getters with effects): the
      // contracts' schemas built from another's `.shape` fall to tree-shaking when unused.
      treeshake: { propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          groups: [
            // zod is a chunk of its own, loaded by the pages whose forms check their input: the
            // entry builds no schema (docs/decisions/2026-11-29-answers-checked-once.md), and
            // without this group zod would ride in the entry with every module it reaches.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
