import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/** What a server test calls to get a database; keep in step with server/test/setupLogicTests.ts. */
const OPENS_DATABASE =
  /\b(sharedTestApp|sharedTestServer|socketTestServer|buildTestApp|buildApp|testDatabase|openDatabase|pgliteTemplate|PGlite)\b/;

/**
 * The server's test files that open a database (run on PGlite and again on PostgreSQL), or the others (pure
 * logic, run once).
 */
function serverTests(opensDatabase: boolean): string[] {
  const server = fileURLToPath(new URL('server/', import.meta.url));
  return readdirSync(server, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .filter((path) => OPENS_DATABASE.test(readFileSync(server + path, 'utf8')) === opensDatabase)
    .map((path) => `server/${path}`);
}

/**
 * Every package the dashboard, its component tests and their fixtures import (a deep import such as an icon on its
 * own), which the client project bundles once before the tests (deps.optimizer): loading react-admin and MUI from
 * their thousands of files was most of each component test file's time. The list has to be whole: a package left
 * out loads from its own files beside the bundled copy, and a context of one copy never reaches the hooks of the
 * other. Vitest keeps React itself unbundled; kept out here too: what runs as Node code (msw, socket.io-client,
 * and happy-dom, which tests/setupClient.ts patches in the copy that the environment runs).
 */
function clientDependencies(): string[] {
  const external = /^(node:|(vitest|happy-dom|msw|socket\.io-client|@playwright\/test)(\/|$))/;
  // What @testing-library/react imports, though no file of ours names them.
  const found = new Set(['react-dom/client', '@testing-library/dom']);
  const importFrom =
    /^(?:import|export)(?!\s+type\s)[^;]*?\sfrom\s+'([^'.][^']*)'|\bimport\('([^'.][^']*)'\)/gm;
  for (const root of ['src', 'resources', 'contract', 'tests/fixtures', 'tests/setupClient.ts']) {
    const files = root.endsWith('.ts') ? [''] : readdirSync(root, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((path) => path === '' || /\.tsx$|(?<!\.test)\.ts$/.test(path))) {
      const text = readFileSync(file ? `${root}/${file}` : root, 'utf8');
      for (const [, from, dynamic] of text.matchAll(importFrom)) found.add((from ?? dynamic)!);
    }
  }
  return [...found].filter((specifier) => !external.test(specifier)).sort();
}

/**
 * The optimizer's bundles import each other by relative path, while our code reaches the same files by package name,
 * resolved with a version query (?v=…): two module ids for one file, so react-hook-form (say) would load twice and a
 * form's context from one copy would not reach the hooks of the other. Without the query they are one module.
 * So too for happy-dom, which the environment imports without the query, and tests/setupClient.ts patches.
 */
const WITHOUT_VERSION_QUERY = /[/\\](\.vite[/\\]vitest[/\\].*[/\\]deps|node_modules[/\\]happy-dom)[/\\]/;
const oneCopyOfEachBundle: Plugin = {
  name: 'one-copy-of-each-bundle',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !WITHOUT_VERSION_QUERY.test(resolved.id)) return resolved;
    return { ...resolved, id: resolved.id.replace(/\?v=\w+$/, '') };
  },
};

/**
 * ra-core's default router binding is the app's own router (vite.config.ts, RA_CORE_ROUTER). The tests' ra-core is
 * pre-bundled and run by Node as it is, so it cannot import our TypeScript: its binding hands each lookup to the
 * one tests/setupClient.ts puts on globalThis, the app's own module, which the tests' code shares.
 */
const raCoreRouterInTests: Plugin = {
  name: 'ra-core-router-in-tests',
  load(id) {
    if (!/ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/.test(id)) return null;
    return `export const reactRouterProvider = new Proxy({}, {
      get(_, key) {
        const provider = globalThis.dashboardRouterProvider;
        if (!provider) throw new Error('tests/setupClient.ts sets the router binding before any test renders');
        return provider[key];
      },
    });`;
  },
};

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine is one test file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react(), oneCopyOfEachBundle],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'resources/**/*.test.tsx'],
          setupFiles: ['tests/setupClient.ts'],
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: clientDependencies(),
                rolldownOptions: { plugins: [raCoreRouterInTests] },
              },
            },
          },
          // A component test waits for what the page shows; a busy CI machine may take several times as long.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // Logic runs without a DOM, which is most of a jsdom file's start; a file that needs one says
          // `// @vitest-environment jsdom` on its first line.
          name: 'client-logic',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'resources/**/*.test.ts',
            'contract/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/setupClientLogic.ts'],
        },
      },
      {
        test: {
          name: 'server-logic',
          environment: 'node',
          include: serverTests(false),
          setupFiles: ['server/test/setupLogicTests.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: serverTests(true),
          // A worker runs its files in one module graph, so they share one app (server/test/sharedTestApp.ts)
          // and import the server once, not once per file.
          isolate: false,
          setupFiles: ['server/test/setupServerTests.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
