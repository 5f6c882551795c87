import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners, whitelabelSites } from './platform';

/**
 * The terms a partner earns on a site: a share of the revenue (whole percent) or a fixed amount per signup
 * (CPA, integer cents), valid from a day until an optional later one.
 */
export const partnerOffers = pgTable(
  'partner_offers',
  {
    id: serial('id').primaryKey(),
    partner: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    site: integer('site_id')
      .notNull()
      .references(() => whitelabelSites.id),
    kind: text('kind').notNull(),
    revenueSharePercent: integer('revenue_share_percent'),
    cpaAmount: integer('cpa_amount'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_offers_partner_idx').on(t.partner),
    index('partner_offers_site_idx').on(t.site),
    index('partner_offers_valid_from_idx').on(t.validFrom),
  ],
);
