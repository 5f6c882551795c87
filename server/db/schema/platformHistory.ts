import { bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { trafficFigures } from './trafficFigures';

/**
 * The platform's traffic over time, for the statistics (the report types of docs/product.md#entities): every
 * visit a site receives, and hourly and daily rollups of visits, signups, chats and payments that the analytics
 * reads instead of the event tables.
 */

/**
 * One row per visit to a whitelabel site: the partner (and the code) the visitor arrived with, empty for direct
 * traffic, and the visitor's country. A log table of up to tens of millions of rows: no foreign keys (a check per
 * row would slow the seed down), the ids are as the visit arrived.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    site: integer('site_id').notNull(),
    partner: integer('partner_id'),
    partnerCode: text('partner_code'),
    country: text('country').notNull(),
  },
  // Minute and second groupings read the raw visits of a short period.
  (t) => [index('visits_at_idx').on(t.at)],
);

/**
 * Per UTC hour, site, partner and (upper-case) country: visits, signups (members created), chats with their
 * seconds, and payments with their cents. A row holds either the visits and signups (`chatKind` and
 * `paymentType` empty), the chats of one chat kind, or the payments of one payment type, so every figure is a sum
 * over the same rows and a kind or type is a filter: `sum(cents) filter (where payment_type in ('clientppt',
 * 'clientcybertoy'))` is the tips.
 *
 * Kept current by statement triggers on visits, members, chat_sessions and payments (migration
 * traffic_hours_triggers), which add each statement's new rows and take away its old ones, and filled from the
 * tables once there. A chat or payment counts toward the site, partner and country of its member when it arrives
 * (the site's partner unless the member's affiliate code is a partner's own code); its hour is when it started or
 * was paid. The unique key (nulls not distinct: a null partner is direct traffic) is made in that migration.
 *
 * Why hours in UTC: Europe/Amsterdam is UTC+1 or UTC+2, whole hours both, so every Amsterdam hour is exactly one
 * UTC hour and an Amsterdam day, week, month or year (DST days of 23 and 25 hours included) is a set of whole UTC
 * hours: group by `date_trunc('day', hour at time zone 'Europe/Amsterdam')` and the sums are exact.
 */
export const trafficHours = pgTable('traffic_hours', {
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  site: integer('site_id').notNull(),
  partner: integer('partner_id'),
  country: text('country').notNull(),
  ...trafficFigures(),
});

/**
 * traffic_hours summed per Amsterdam day (same key and figures, `day` for `hour`): a thirteen-month report by day,
 * week, month or year reads a few hundred thousand rows at SEED_SCALE=50 instead of millions (the hourly rollup
 * is about as large as the visits themselves, one row per hour, site, partner and country). Kept by the same
 * triggers in the same statements (migration traffic_days), and its unique key is made there.
 */
export const trafficDays = pgTable('traffic_days', {
  day: date('day', { mode: 'string' }).notNull(),
  site: integer('site_id').notNull(),
  partner: integer('partner_id'),
  country: text('country').notNull(),
  ...trafficFigures(),
});
