import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The stored values of the settings catalogue (contract/tech/settingsCatalogue.ts). A missing row or a null value
 * is the default; a reset keeps the row (value null) so its version goes on counting and a stale edit stays a 409.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<number | boolean | string | null>(),
  version: integer('version').notNull().default(1),
  updatedById: integer('updated_by_id'),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a setting: old and new (null: the default), who and when. */
export const settingHistory = pgTable(
  'setting_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    old: jsonb('old').$type<number | boolean | string | null>(),
    new: jsonb('new').$type<number | boolean | string | null>(),
    byId: integer('by_id'),
    by: text('by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('setting_history_key_at_idx').on(t.key, t.at)],
);
