import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/openDatabase';
import { pgliteTemplate } from './pgliteTemplate';
import { testSchemaPrefix } from './testSchemaPrefix';

/**
 * A fresh database for one test app: PGlite in memory (from the seeded template), or with DATABASE_URL a new PostgreSQL schema
 * (dropped on close), so several test files and several people can share one PostgreSQL database.
 *
 * @example
 * const database = await testDatabase();
 */
export async function testDatabase(databaseUrl = process.env.DATABASE_URL): Promise<Database> {
  if (!databaseUrl) return openDatabase({ loadDataDir: await pgliteTemplate() });
  const schema = `${testSchemaPrefix()}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // In `public`, shared by every test schema: created inside one, dropping that schema would take it along.
    await admin
      .query('create extension if not exists pg_trgm schema public')
      .catch((error: { code?: string }) => {
        if (error.code !== '23505' && error.code !== '42710') throw error;
      });
    await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl, schema });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await dropper.end();
      }
    },
  };
}
