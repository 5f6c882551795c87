import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One credit bundle of a wallet: its price in cents and the credits (plus bonus credits) it buys. */
export interface WalletBundle {
  price: number;
  credits: number;
  bonusCredits?: number | null;
}

/** Wallets: the sets of credit bundles offered to members on some whitelabel sites (a promotion can place one). */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
    sites: jsonb('sites').$type<number[]>().notNull().default([]),
    bundles: jsonb('bundles').$type<WalletBundle[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallets_name_lower_idx').on(sql`lower(${t.name})`)],
);
