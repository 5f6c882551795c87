import { bigint, date, pgTable, text } from 'drizzle-orm/pg-core';
import { trafficFigures } from './trafficFigures';

/**
 * traffic_days summed over sites and partners: per Amsterdam day, country, chat kind and payment type, with the
 * cents that arrived with a partner apart (`partnerCents`). A report by day, week, month, year or weekday
 * filtered by country alone reads this (about 78,000 rows for thirteen months at SEED_SCALE=50). Kept by the
 * statement triggers on traffic_days of migration traffic_day_countries_triggers; its unique key is made there.
 */
export const trafficDayCountries = pgTable('traffic_day_countries', {
  day: date('day', { mode: 'string' }).notNull(),
  country: text('country').notNull(),
  ...trafficFigures(),
  partnerCents: bigint('partner_cents', { mode: 'number' }).notNull().default(0),
});
