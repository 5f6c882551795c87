import { bigint, date, integer, pgTable } from 'drizzle-orm/pg-core';
import { trafficFigures } from './trafficFigures';

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
  ...trafficFigures(),
  partnerCents: bigint('partner_cents', { mode: 'number' }).notNull().default(0),
});
