import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './scripts/vite/compileHints';
import { noChunkCycles } from './scripts/vite/noChunkCycles';
import { precompress } from './scripts/vite/precompress';
import { routeChunks } from './scripts/vite/routeChunks';
import { MUI_WITHOUT_CSS_VARIABLES } from './scripts/vite/muiWithoutCssVariables';
import { muiTextFieldSelect } from './scripts/vite/muiTextFieldSelect';
import { RA_CORE_ROUTER } from './scripts/vite/raCoreRouter';
import { LIST_PAGE_HTML } from './contract/listPageHtml';
import { RECORD_PAGE_HTML } from './contract/recordPageHtml';

// `npm run dev` serves the SPA with hot reload; the reference API (`npm run server`) answers behind the proxy.
const api = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react(),
    muiTextFieldSelect(),
    precompress(),
    noChunkCycles(),
    compileHints(),
    // The entry holds the app's start-up; React's DOM renderer and the app with the login page follow as a chunk
    // each, preloaded by every page and run in a task each (src/main.tsx); a signed-in page adds its layout, a list
    // page the list's code: one file each, preloaded by a signed-in page's HTML, where chunks shared by many screens
    // made the first list page wait for 30 files, 6 at a time, and for the entry to run before asking for the
    // route's (first row 135 ms later).
    routeChunks(
      [
        { name: 'boot', entry: true, roots: [] },
        { name: 'dom', everyPage: true, roots: ['react-dom/client.js'] },
        { name: 'app', everyPage: true, roots: ['src/renderApp.tsx', 'src/pages/login/LoginPage.tsx'] },
        {
          name: 'layout',
          signedIn: true,
          roots: ['src/routes/AppLayout.tsx', 'src/routes/appDataProvider.ts'],
        },
        // The list's code that custom pages and a record's form run too comes with the layout, for every signed-in
        // page; what custom pages alone share with lists (the table's parts, ~6 kB gzip) in a file of its own, which
        // a list page's HTML preloads and a custom page fetches with its own code; the rest with a list's (and a
        // record's, whose related lists use it), where it was ~20 kB gzip more for every custom page.
        {
          name: 'list-shared-record',
          into: 'layout',
          roots: ['src/routes/listScreen.ts'],
          sharedWith: ['src/pages/', 'src/schema/views/ResourceEditPage.tsx'],
        },
        { name: 'list-shared', roots: ['src/routes/listScreen.ts'], sharedWith: 'src/pages/' },
        // The list's code a record's form uses too (its values, references, the list controller's parts) comes apart
        // from the rest, which a record page loads with its related lists, after its fields show.
        {
          name: 'list-record',
          roots: ['src/routes/listScreen.ts'],
          sharedWith: 'src/schema/views/ResourceEditPage.tsx',
        },
        { name: 'list', roots: ['src/routes/listScreen.ts'] },
        // A record's edit screen's own code in one file, where its HTML preloaded ~50 small ones (now 38, 9 kB gzip
        // less). What custom pages share stays in the chunks shared with them.
        { name: 'record', roots: ['src/schema/views/ResourceEditPage.tsx'], apartFrom: 'src/pages/' },
      ],
      [
        { mark: LIST_PAGE_HTML, root: 'src/routes/listScreen.ts' },
        // A record page's screen and the ~35 files it imports, which it would otherwise ask for only once the entry
        // has run.
        { mark: RECORD_PAGE_HTML, root: 'src/schema/views/ResourceEditPage.tsx' },
      ],
    ),
  ],
  resolve: {
    alias: [
      RA_CORE_ROUTER,
      ...MUI_WITHOUT_CSS_VARIABLES,
      {
        find: 'object.entries',
        replacement: fileURLToPath(new URL('src/lib/shims/objectEntries.cjs', import.meta.url)),
      },
      {
        find: /^inflection$/,
        replacement: fileURLToPath(new URL('src/lib/shims/inflection.ts', import.meta.url)),
      },
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: fileURLToPath(new URL('src/lib/shims/emotionInsertion.ts', import.meta.url)),
      },
      {
        find: /^query-string$/,
        replacement: fileURLToPath(new URL('src/lib/shims/queryString.ts', import.meta.url)),
      },
      {
        find: /^lodash\/isEqual(\.js)?$/,
        replacement: fileURLToPath(new URL('src/lib/shims/isEqual.ts', import.meta.url)),
      },
      // react-admin's other lodash helpers brought ~150 of lodash's CommonJS modules into the layout's, lists' and
      // records' chunks (the layout 42.8 -> 37.7 kB gzip without them); each shim does what react-admin asks of it
      // (src/lib/shims/lodashShims.test.ts compares them with lodash).
      ...Object.entries({
        cloneDeep: 'lodashCloneDeep.ts',
        debounce: 'lodashDebounce.ts',
        defaults: 'lodashDefaults.ts',
        difference: 'lodashDifference.ts',
        get: 'lodashGet.ts',
        isEmpty: 'lodashIsEmpty.ts',
        memoize: 'lodashMemoize.ts',
        merge: 'lodashMerge.ts',
        mergeWith: 'lodashMergeWith.ts',
        pick: 'lodashPick.ts',
        set: 'lodashSet.ts',
        union: 'lodashUnion.ts',
      }).map(([name, file]) => ({
        find: new RegExp(`^lodash/${name}(\\.js)?$`),
        replacement: fileURLToPath(new URL(`src/lib/shims/${file}`, import.meta.url)),
      })),
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
    // The first pages' chunks are large on purpose (routeChunks).
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Every chunk names the files it imports, twice (its imports and its preload list): a shared chunk's name
        // lists the screens sharing it, ~100 characters each, where a record page's chunks named ~40 of them.
        chunkFileNames: ({ name }) =>
          name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Past routeChunks' groups, code shared by several lazily loaded screens goes in one chunk per set of
          // screens sharing it. Such chunks cannot import each other in a cycle (a chunk only imports chunks of
          // larger sets). Merging the sets under 20 kB into their nearest neighbour (entriesAwareMergeThreshold)
          // saved about 40 files, but merged chunks did form cycles, and where one called into another at load the
          // app stopped with "X is not a function" in a shared~ chunk: twice, each time after an unrelated change
          // of imports (last on record pages, as the first pages shed code). output.strictExecutionOrder
          // mends that too but costs the list page 22 kB gzip.
          groups: [{ name: 'shared', minShareCount: 2, entriesAware: true }],
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
