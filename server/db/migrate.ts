import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './Db';
import { rowsOf } from './rowsOf';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number works: it only serialises concurrent migrators on one PostgreSQL database. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the drizzle-kit migrations that this database has not seen yet, in journal order.
 *
 * drizzle-kit qualifies foreign keys with "public"; dropping that qualifier makes every migration apply to
 * the first schema of the search path, so test runs can share one PostgreSQL database in separate schemas.
 *
 * @example
 * await migrate(db);
 */
export async function migrate(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      created_at bigint primary key,
      hash text not null,
      applied_at timestamptz not null default now()
    )`);
    const applied = await tx.execute(sql`select created_at from schema_migrations`);
    const done = new Set(rowsOf<{ created_at: string }>(applied).map((row) => Number(row.created_at)));
    for (const migration of migrations) {
      if (done.has(migration.folderMillis)) continue;
      for (const statement of migration.sql) {
        const text = statement.replaceAll('"public".', '').trim();
        if (text) await tx.execute(sql.raw(text));
      }
      await tx.execute(
        sql`insert into schema_migrations (created_at, hash) values (${migration.folderMillis}, ${migration.hash})`,
      );
    }
  });
}
