import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pgliteTemplate } from './pgliteTemplate';
import { testSchemaPrefix } from './testSchemaPrefix';

/** Drops the PostgreSQL schemas this run made: the workers' shared apps never close theirs. */
async function dropSchemasOfRun(databaseUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where starts_with(nspname, $1)',
      [prefix],
    );
    for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Before the server tests: names this run (its PostgreSQL schemas start with it) and builds the seeded PGlite
 * template once, rather than in each worker at once. After them: drops the run's schemas.
 */
export async function setup(): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  process.env.WSE_TEST_RUN = run;
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) await pgliteTemplate();
  return async () => {
    if (databaseUrl) await dropSchemasOfRun(databaseUrl, testSchemaPrefix(run));
  };
}
