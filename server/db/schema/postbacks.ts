import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners } from './platform';

/** Postback URLs: where a partner is told of an event (a signup, a payment), one URL per partner and event. */
export const postbacks = pgTable(
  'postbacks',
  {
    id: serial('id').primaryKey(),
    partner: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    event: text('event').notNull(),
    method: text('method').notNull().default('GET'),
    url: text('url').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('postbacks_partner_event_idx').on(t.partner, t.event)],
);

/** Every postback sent, tests included: where to, the answer's status, how long it took, or what failed. */
export const postbackLog = pgTable(
  'postback_log',
  {
    id: serial('id').primaryKey(),
    postback: integer('postback_id').references(() => postbacks.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    url: text('url').notNull(),
    status: integer('status'),
    ms: integer('ms').notNull(),
    error: text('error'),
    test: boolean('test').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('postback_log_at_idx').on(t.at), index('postback_log_postback_idx').on(t.postback, t.at)],
);
