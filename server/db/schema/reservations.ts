import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { studios } from './platform';
import { performers } from './platformUsers';

/**
 * Money held back from a performer's or a studio's payouts (a chargeback reserve, say) until a date or until
 * released; a release is kept, never deleted, so the finance history stays whole. Amounts are cents.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    performer: integer('performer_id').references(() => performers.id),
    studio: integer('studio_id').references(() => studios.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    until: date('until', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('held'),
    /** What finalised payouts have withheld of it so far, and when a payout paid that back after the release. */
    withheld: integer('withheld').notNull().default(0),
    paidBackAt: timestamp('paid_back_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseNote: text('release_note'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reservations_one_holder', sql`(${t.performer} is null) <> (${t.studio} is null)`),
    check('reservations_amount_positive', sql`${t.amount} > 0`),
    index('reservations_performer_idx').on(t.performer, t.status),
    index('reservations_studio_idx').on(t.studio, t.status),
  ],
);
