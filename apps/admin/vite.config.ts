import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back office is served by the API server under /admin; in dev, Vite proxies the API to it.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/wps': 'http://localhost:8080', '/healthz': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1500,
  },
});
