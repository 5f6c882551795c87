import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { DatastoresView } from '../../../contract/tech/datastoresApi';
import type { Db } from '../../db/Db';
import { databaseClient } from '../../db/databaseClient';
import { rowsOf } from '../../db/rowsOf';

type Health = DatastoresView['database']['health'];

/** A timed probe: how long it took, and what went wrong if it did. */
async function timed(probe: () => Promise<unknown>): Promise<Health> {
  const started = performance.now();
  try {
    await probe();
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    return { ok: false, ms, error: error instanceof Error ? error.message : String(error) };
  }
}

async function database(db: Db): Promise<DatastoresView['database']> {
  const health = await timed(() => db.execute(sql`select 1`));
  const [facts] = rowsOf<{ version: string; name: string; schema: string; size: string | null }>(
    await db.execute(sql`select version() as version, current_database() as name, current_schema() as schema,
      pg_database_size(current_database())::text as size`),
  );
  const [activity] = rowsOf<{ connections: number }>(
    await db.execute(
      sql`select count(*)::int as connections from pg_stat_activity where datname = current_database()`,
    ),
  );
  return {
    kind: databaseClient(db).kind === 'postgresql' ? 'PostgreSQL' : 'PGlite',
    version: facts?.version ?? '',
    name: facts?.name ?? '',
    schema: facts?.schema ?? '',
    sizeBytes: facts?.size ? Number(facts.size) : null,
    connections: activity?.connections ?? null,
    health,
  };
}

/** One field of INFO's `name:value` lines. */
const infoField = (info: string, name: string) =>
  new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim() ?? null;
const infoNumber = (info: string, name: string) => {
  const value = infoField(info, name);
  return value === null ? null : Number(value);
};

async function redisFacts(redis: Redis): Promise<NonNullable<DatastoresView['redis']>> {
  const health = await timed(() => redis.ping());
  const unknown = { version: null, usedMemoryBytes: null, clients: null, keys: null };
  if (!health.ok) return { ...unknown, health };
  try {
    const info = await redis.info();
    return {
      version: infoField(info, 'redis_version'),
      usedMemoryBytes: infoNumber(info, 'used_memory'),
      clients: infoNumber(info, 'connected_clients'),
      keys: await redis.dbsize(),
      health,
    };
  } catch (error) {
    // It answered the PING but not what followed: say so rather than fail the page.
    return {
      ...unknown,
      health: { ...health, ok: false, error: error instanceof Error ? error.message : String(error) },
    };
  }
}

/**
 * The datastores the server runs on, read now: the database (PGlite or PostgreSQL: version, size, connections
 * from pg_stat_activity, a timed SELECT 1) and Redis when one is configured (INFO, a timed PING).
 *
 * @example
 * const view = await describeDatastores(app.db, redis.client());
 */
export async function describeDatastores(db: Db, redis: Redis | undefined): Promise<DatastoresView> {
  return {
    database: await database(db),
    redis: redis ? await redisFacts(redis) : null,
    checkedAt: new Date().toISOString(),
  };
}
