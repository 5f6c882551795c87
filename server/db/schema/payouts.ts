import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '../../../contract/finance/calculateInvoices';
import { studios } from './platform';
import { performers } from './platformUsers';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One payout per interval and period: a draft while it is calculated (recalculating replaces its invoices),
 * then final, once, with its invoices numbered; a final batch never changes again.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: serial('id').primaryKey(),
    interval: text('interval').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    calculatedAt: at('calculated_at').notNull().defaultNow(),
    validatedAt: at('validated_at'),
    finalisedAt: at('finalised_at'),
    finalisedBy: text('finalised_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('payout_batches_period_idx').on(t.interval, t.periodStart)],
);

/** A model or studio invoice of a batch: earnings, reservations withheld and paid back, bank data and its check. */
export const payoutInvoices = pgTable(
  'payout_invoices',
  {
    id: serial('id').primaryKey(),
    batch: integer('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'cascade' }),
    /** Given when the batch is finalised: '<interval code>-<period start>-<nnnn>'. */
    number: text('number'),
    performer: integer('performer_id').references(() => performers.id),
    studio: integer('studio_id').references(() => studios.id),
    holderName: text('holder_name').notNull(),
    paymentType: text('payment_type').notNull(),
    earnings: integer('earnings').notNull(),
    withheld: jsonb('withheld').$type<{ reservation: number; amount: number }[]>().notNull().default([]),
    paidBack: jsonb('paid_back').$type<{ reservation: number; amount: number }[]>().notNull().default([]),
    amount: integer('amount').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
    accountHolder: text('account_holder').notNull().default(''),
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    bankCountry: text('bank_country').notNull().default(''),
    /** The payout validator's findings; null until validated. */
    problems: jsonb('problems').$type<string[]>(),
  },
  (t) => [index('payout_invoices_batch_idx').on(t.batch, t.id)],
);
