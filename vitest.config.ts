import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine is one test file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'resources/**/*.test.tsx'],
          setupFiles: ['tests/setupClient.ts'],
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
