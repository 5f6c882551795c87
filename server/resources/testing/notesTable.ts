import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/Db';

/** The table of the test-only `notes` resource (contract/__fixtures__/notes.ts): one column per field. */
export const notesTable = pgTable('fixture_notes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  priority: integer('priority'),
  status: text('status'),
  details: jsonb('details').notNull().default({}),
  secret: text('secret'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Creates the fixture table in a test database. */
export async function createNotesTable(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists fixture_notes (
    id serial primary key, title text not null, priority integer, status text,
    details jsonb not null default '{}', secret text, version integer not null default 1,
    created_at timestamptz not null default now())`);
}
