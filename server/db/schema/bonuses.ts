import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { payoutBatches } from './payouts';
import { performers } from './platformUsers';

/**
 * Money granted to a performer on top of their earnings, in cents: pending until the first payout calculated
 * for its month or later includes it, then paid once that payout is final (its batch and invoice kept), after
 * which it never changes again.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: serial('id').primaryKey(),
    performer: integer('performer_id')
      .notNull()
      .references(() => performers.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The month it is granted for, 'YYYY-MM': no payout of an earlier period pays it. */
    period: text('period').notNull(),
    status: text('status').notNull().default('pending'),
    paidBatch: integer('paid_batch_id').references(() => payoutBatches.id),
    paidInvoice: text('paid_invoice'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bonuses_amount_positive', sql`${t.amount} > 0`),
    index('bonuses_pending_idx')
      .on(t.period)
      .where(sql`${t.status} = 'pending'`),
    index('bonuses_performer_idx').on(t.performer, t.id),
  ],
);
