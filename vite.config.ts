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
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Code shared by several lazily loaded screens goes in one chunk per set of screens sharing it (so no
          // screen loads code it does not use), and sets under 20 kB join their nearest neighbour: the first list
          // page fetched 58 files, now 30, each one more round trip on a slow network.
          groups: [
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 20 * 1024 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': api,
      '/config.json': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
