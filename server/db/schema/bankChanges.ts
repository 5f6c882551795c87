import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './staff';

export type BankChangeStatus = 'pending' | 'approved' | 'rejected' | 'superseded';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A change of a record's payout account (its `fourEyes` fields) waiting for, or decided by, a second staff member.
 * The record keeps its approved details until the change is approved, so a payout never reads pending values.
 * One pending change per record: a newer request supersedes the older one.
 */
export const bankDetailChanges = pgTable(
  'bank_detail_changes',
  {
    id: serial('id').primaryKey(),
    /** The resource's name (`performers`, `studios`). */
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    /** The new values, nested as the record holds them (`{ private: { account_iban } }`). */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    requestedById: integer('requested_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    status: text('status').$type<BankChangeStatus>().notNull().default('pending'),
    decidedById: integer('decided_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('bank_detail_changes_pending_idx')
      .on(t.resource, t.recordId)
      .where(sql`${t.status} = 'pending'`),
    index('bank_detail_changes_record_idx').on(t.resource, t.recordId, t.requestedAt),
    index('bank_detail_changes_status_idx').on(t.status, t.requestedAt),
  ],
);
