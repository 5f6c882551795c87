import { bigint, integer, text } from 'drizzle-orm/pg-core';

/**
 * The key parts and figures every traffic rollup shares (traffic_hours, traffic_days and their sums per site and
 * per country): a row holds visits and signups, or the chats of one chat kind, or the payments of one payment
 * type. New builders each call, as each table needs its own columns.
 */
export function trafficFigures() {
  return {
    chatKind: text('chat_kind').notNull().default(''),
    paymentType: text('payment_type').notNull().default(''),
    visits: integer('visits').notNull().default(0),
    signups: integer('signups').notNull().default(0),
    chats: integer('chats').notNull().default(0),
    chatSeconds: bigint('chat_seconds', { mode: 'number' }).notNull().default(0),
    payments: integer('payments').notNull().default(0),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  };
}
