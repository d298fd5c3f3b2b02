import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stripEndpointDocs } from './vite-strip-endpoint-docs.ts';

// The site is served by the API server under /m; in dev, Vite proxies the API to it.
export default defineConfig({
  base: '/m/',
  plugins: [react(), stripEndpointDocs()],
  server: {
    port: 5173,
    proxy: { '/wps': 'http://localhost:8080', '/healthz': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
