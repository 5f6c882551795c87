import { bigserial, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
