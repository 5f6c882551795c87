import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './Db';

/** The driver openDatabase put behind the Drizzle database. */
export type DatabaseClient = { kind: 'postgresql'; pool: pg.Pool } | { kind: 'pglite'; pglite: PGlite };

/**
 * The driver behind `db`, for what Drizzle does not offer: LISTEN, a connection of one's own, a cursor read in
 * arrays. One place tells the two drivers apart, by their classes.
 *
 * @example
 * const client = databaseClient(app.db);
 * if (client.kind === 'pglite') await client.pglite.listen('sys_log', onLine);
 */
export function databaseClient(db: Db): DatabaseClient {
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof pg.Pool) return { kind: 'postgresql', pool: client };
  if (client instanceof PGlite) return { kind: 'pglite', pglite: client };
  throw new Error('The database behind this Drizzle instance is neither node-postgres nor PGlite.');
}
