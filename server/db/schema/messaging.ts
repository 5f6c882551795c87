import {
  bigserial,
  boolean,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobs } from './jobs';

/**
 * What a mass-message job did for each recipient. The reference platform has no outbound transport: recording
 * the delivery is the send. One row per (job, recipient), inserted before it counts as sent, so a retried job
 * or a second worker never sends twice.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    recipientKind: text('recipient_kind').notNull(),
    recipient: integer('recipient_id').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_deliveries_once_idx').on(t.job, t.recipientKind, t.recipient)],
);

/**
 * How many members or performers share each audience trait (site, country, state, migrated, UTC day of the last
 * login): what an audience count sums, so counting 1,000,000 members reads a few thousand rows. Kept current by
 * statement triggers on the user tables (migration audience_days_triggers), which add each statement's new rows
 * and take away its old ones; its unique key (nulls not distinct: a null day is 'never signed in') is made there.
 */
export const audienceDays = pgTable('audience_days', {
  recipientKind: text('recipient_kind').notNull(),
  site: integer('site_id').notNull(),
  country: text('country').notNull(),
  state: text('state').notNull(),
  migrated: boolean('migrated').notNull(),
  day: date('day', { mode: 'string' }),
  n: integer('n').notNull(),
});
