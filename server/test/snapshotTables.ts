import { sql } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { rowsOf } from '../db/rowsOf';

/** Migrations are not data: a restore leaves them, so the app never sees its migrations undone. */
const KEPT = new Set(['schema_migrations']);

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Parents before children, so rows go back in an order their foreign keys accept. */
function parentsFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`Foreign keys run in a circle through ${table}.`);
    state.set(table, 'visiting');
    for (const { child, parent } of references) {
      if (child === table && parent !== table && tables.includes(parent)) visit(parent);
    }
    state.set(table, 'done');
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/**
 * Copies every table of the database's current schema (and where its sequences stand) into a schema beside it,
 * and returns what puts them back: one statement that empties the tables and refills them from the copy, far
 * cheaper than a new database. The copy goes with its database (PostgreSQL: `<schema>_snapshot`).
 *
 * @example
 * const restore = await snapshotTables(app.db);
 * await restore(); // the data as it was when the snapshot was taken
 */
export async function snapshotTables(db: Db): Promise<() => Promise<void>> {
  const [{ schema } = { schema: '' }] = rowsOf<{ schema: string }>(
    await db.execute(sql`select current_schema() as schema`),
  );
  const copy = `${schema}_snapshot`;
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`),
  )
    .map(({ name }) => name)
    .filter((name) => !KEPT.has(name));
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = ${schema}`),
  );
  const sequences = rowsOf<{ name: string; value: string | null; start: string }>(
    await db.execute(sql`select sequencename as name, last_value::text as value, start_value::text as start
      from pg_sequences where schemaname = ${schema}`),
  );
  const own = (name: string) => `${quote(schema)}.${quote(name)}`;
  const copied = (name: string) => `${quote(copy)}.${quote(name)}`;

  await db.execute(sql.raw(`drop schema if exists ${quote(copy)} cascade`));
  await db.execute(sql.raw(`create schema ${quote(copy)}`));
  for (const table of tables)
    await db.execute(sql.raw(`create table ${copied(table)} as table ${own(table)}`));

  const restore = [
    // The copies hold every table as it was, rollups included: no trigger may add to them while they go back.
    `perform set_config('session_replication_role', 'replica', true)`,
    `truncate table ${tables.map(own).join(', ')}`,
    ...parentsFirst(tables, references).map((table) => `insert into ${own(table)} table ${copied(table)}`),
    ...sequences.map(({ name, value, start }) =>
      value === null
        ? `perform setval(${literal(own(name))}, ${start}, false)`
        : `perform setval(${literal(own(name))}, ${value}, true)`,
    ),
  ];
  // One DO block: a single statement, which both drivers take, in a single transaction.
  const block = sql.raw(`do $restore$ begin ${restore.join('; ')}; end $restore$`);
  return async () => {
    await db.execute(block);
  };
}
