import { bigint, date, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * traffic_days summed over partners and countries: per Amsterdam day, site, chat kind and payment type, with the
 * cents that arrived with a partner apart (`partnerCents`, the affiliate revenue). A report by day, week, month,
 * year or weekday without a partner or country filter reads this (about 75,000 rows for thirteen months at
 * SEED_SCALE=50, against a million in traffic_days). Kept by statement triggers on traffic_days (migration
 * traffic_day_sites_triggers), which add each statement's delta in key order; its unique key is made there.
 */
export const trafficDaySites = pgTable('traffic_day_sites', {
  day: date('day', { mode: 'string' }).notNull(),
  site: integer('site_id').notNull(),
  chatKind: text('chat_kind').notNull().default(''),
  paymentType: text('payment_type').notNull().default(''),
  visits: integer('visits').notNull().default(0),
  signups: integer('signups').notNull().default(0),
  chats: integer('chats').notNull().default(0),
  chatSeconds: bigint('chat_seconds', { mode: 'number' }).notNull().default(0),
  payments: integer('payments').notNull().default(0),
  cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  partnerCents: bigint('partner_cents', { mode: 'number' }).notNull().default(0),
});
