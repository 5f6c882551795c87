import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Tariff groups: what members pay per chat kind (cents, by chat kind), for every performer of the group. */
export const tariffGroups = pgTable(
  'tariff_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    prices: jsonb('prices').$type<Record<string, number | null>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tariff_groups_name_lower_idx').on(sql`lower(${t.name})`)],
);
