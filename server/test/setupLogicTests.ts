// Runs before each server-logic test file (vitest.config.ts): those run once, so a database there would be tested
// on PGlite only. A test that opens one belongs to the server project, which runs on PGlite and on PostgreSQL;
// the config tells them apart by what a file calls, and this says so if it got one wrong.
import { vi } from 'vitest';

const refuse = () => {
  throw new Error(
    'A server-logic test opened a database. vitest.config.ts puts a server test file in the server project when ' +
      'it names what opens one (sharedTestApp, buildTestApp, testDatabase, openDatabase and the like): name it there.',
  );
};

vi.mock('../db/openDatabase', () => ({ openDatabase: refuse }));
vi.mock('@electric-sql/pglite', () => ({ PGlite: { create: refuse } }));
