import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** IVR dial-in numbers: one phone number members call, in a country, for a promotion. */
export const ivrNumbers = pgTable(
  'ivr_numbers',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    country: text('country').notNull(),
    language: text('language'),
    promotion: integer('promotion_id'),
    state: text('state').notNull(),
    description: text('description'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ivr_numbers_country_idx').on(t.country)],
);
