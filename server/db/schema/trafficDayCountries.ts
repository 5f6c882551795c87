import { bigint, date, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * traffic_days summed over sites and partners: per Amsterdam day, country, chat kind and payment type, with the
 * cents that arrived with a partner apart (`partnerCents`). A report by day, week, month, year or weekday
 * filtered by country alone reads this (about 78,000 rows for thirteen months at SEED_SCALE=50). Kept by the
 * statement triggers on traffic_days of migration traffic_day_countries_triggers; its unique key is made there.
 */
export const trafficDayCountries = pgTable('traffic_day_countries', {
  day: date('day', { mode: 'string' }).notNull(),
  country: text('country').notNull(),
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
