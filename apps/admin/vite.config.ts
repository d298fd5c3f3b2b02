import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../web/vite-precompress.ts';

// The back office is served by the API server under /admin; in dev, Vite proxies the API to it.
// The API server of `npm run dev` (scripts/dev.mjs passes its PORT as API_PORT).
const API = `http://localhost:${process.env.API_PORT ?? process.env.PORT ?? '8080'}`;

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    proxy: { '/wps': API, '/healthz': API },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1500,
  },
});
