import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './Db';

export interface Database {
  db: Db;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `undefined` keeps the database in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL only: the schema every connection works in (tests isolate themselves this way). */
  schema?: string | undefined;
  /** PGlite only: start from this dumped data directory (tests start from a seeded template). */
  loadDataDir?: Blob | undefined;
}

/**
 * Opens the database: node-postgres when a URL is given, else PGlite on disk or in memory.
 *
 * @example
 * const { db, close } = await openDatabase({ dataDir: './data' });
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path="${options.schema}",public` } : {}),
    });
    return { db: drizzlePg(pool) as unknown as Db, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, 'pglite');
  }
  const client = await PGlite.create({
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return { db: drizzlePglite(client) as unknown as Db, close: () => client.close() };
}
