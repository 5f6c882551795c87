import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { studios } from './platform';
import { members, performers } from './platformUsers';

/** What members spend and performers earn: credits bookings, payments and chats. Amounts of money are cents. */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Every change of a member's credits, with the balance after it; `requestKey` makes a retried booking count once. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    member: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balance: integer('balance').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    actorId: integer('actor_id'),
    requestKey: text('request_key'),
    createdAt: at('created_at'),
  },
  (t) => [
    index('credit_ledger_member_idx').on(t.member, t.createdAt),
    uniqueIndex('credit_ledger_request_key_idx').on(t.requestKey),
  ],
);

/**
 * Member payments by payment type (docs/product.md#entities), in cents, to the performer (and their studio)
 * where one earned it.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    member: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    performer: integer('performer_id').references(() => performers.id),
    /** The performer's studio when the payment was made: a payout pays the studio they earned it with. */
    studio: integer('studio_id').references(() => studios.id),
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    credits: integer('credits').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    index('payments_member_idx').on(t.member, t.createdAt),
    index('payments_performer_idx').on(t.performer, t.createdAt),
    index('payments_created_at_idx').on(t.createdAt),
  ],
);

/** Chats between a member and a performer, of each chat kind (docs/product.md#entities). */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    member: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    performer: integer('performer_id')
      .notNull()
      .references(() => performers.id),
    kind: text('kind').notNull(),
    startedAt: at('started_at'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    /** Why the platform flagged the chat (too short, refunded, technical); support then reviews it once. */
    invalidReason: text('invalid_reason'),
    review: text('review'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
  },
  (t) => [
    index('chat_sessions_member_idx').on(t.member, t.startedAt),
    index('chat_sessions_performer_idx').on(t.performer, t.startedAt),
    index('chat_sessions_invalid_idx')
      .on(t.startedAt)
      .where(sql`${t.invalidReason} is not null`),
  ],
);
