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
          // Code shared by several lazily loaded screens goes in one chunk per set of screens sharing it, and sets
          // under 20 kB join their nearest neighbour (so a screen may load a little code it does not use: the
          // login page 19 kB): the first list page fetched 58 files, now 30, each one more round trip on a slow
          // network. Merged chunks can import each other in a cycle; where one then calls into the other at load
          // the app stops with "X is not a function" in a shared~ chunk (every e2e test fails). Moving the entry's
          // imports did that once; output.strictExecutionOrder mends it but costs the list page 60 kB.
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
