import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners } from './platform';

/**
 * Partner codes a partner holds beside its own `partners.partner_code`: codes assigned from the unknown traffic.
 * A code belongs to one partner at most (here or as a partner's own code).
 */
export const partnerCodes = pgTable(
  'partner_codes',
  {
    id: serial('id').primaryKey(),
    partner: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_codes_code_idx').on(t.code), index('partner_codes_partner_idx').on(t.partner)],
);

/**
 * Traffic that arrived with a partner code, per code and day: visits and signups. `partner` is the partner the
 * traffic counts toward, empty while no partner owns the code; assigning the code sets it on all its days.
 */
export const partnerCodeTraffic = pgTable(
  'partner_code_traffic',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
    signups: integer('signups').notNull().default(0),
    partner: integer('partner_id').references(() => partners.id),
  },
  (t) => [
    uniqueIndex('partner_code_traffic_code_day_idx').on(t.code, t.day),
    index('partner_code_traffic_partner_idx').on(t.partner, t.day),
  ],
);
