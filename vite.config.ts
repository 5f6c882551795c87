import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite/precompress';

// `npm run dev` serves the SPA with hot reload; the reference API (`npm run server`) answers behind the proxy.
const api = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('src/lib/shims/objectEntries.cjs', import.meta.url)) },
  },
  build: { outDir: process.env.DIST_DIR ?? 'dist', sourcemap: true, manifest: true },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': api,
      '/config.json': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
