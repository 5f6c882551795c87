import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite/precompress';
import { routeChunks } from './scripts/vite/routeChunks';

// `npm run dev` serves the SPA with hot reload; the reference API (`npm run server`) answers behind the proxy.
const api = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    // The login page is the entry; a signed-in page adds its layout, a list page the list's code: one file each,
    // preloaded by a signed-in page's HTML, where chunks shared by many screens made the first list page wait for
    // 30 files, 6 at a time, and for the entry to run before asking for the route's (first row 135 ms later).
    routeChunks([
      { name: 'boot', entry: true, roots: ['src/renderApp.tsx', 'src/pages/login/LoginPage.tsx'] },
      {
        name: 'layout',
        signedIn: true,
        roots: ['src/routes/AppLayout.tsx', 'src/routes/appDataProvider.ts'],
      },
      { name: 'list', signedIn: true, roots: ['src/routes/listScreen.ts'] },
    ]),
  ],
  resolve: {
    alias: [
      {
        find: 'object.entries',
        replacement: fileURLToPath(new URL('src/lib/shims/objectEntries.cjs', import.meta.url)),
      },
      // react-admin's default exporter, which our lists replace, brings jsonexport with every list: fetched on use.
      {
        find: /^jsonexport\/dist\/index\.js$/,
        replacement: fileURLToPath(new URL('src/lib/shims/lazyJsonexport.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    sourcemap: true,
    manifest: true,
    // The entry holds the login page and the app's start-up on purpose (routeChunks): 770 kB, 241 kB gzip.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Past routeChunks' groups, code shared by several lazily loaded screens goes in one chunk per set of
          // screens sharing it, and sets under 20 kB join their nearest neighbour (so a screen may load a little
          // code it does not use). Merged chunks can import each other in a cycle; where one then calls into the
          // other at load the app stops with "X is not a function" in a shared~ chunk (every e2e test fails).
          // Moving the entry's imports did that once; output.strictExecutionOrder mends it but costs the list
          // page 60 kB.
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
