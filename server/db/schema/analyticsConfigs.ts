import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnalyticsConfigSettings } from '../../../contract/analytics/analyticsConfigSettings';
import { accounts } from './staff';

/**
 * Saved analytics configurations (report, grouping, period, filters, fields), each an account's own: only its
 * account lists, changes or deletes it. The settings are one jsonb, always read and written whole.
 */
export const analyticsConfigs = pgTable(
  'analytics_configs',
  {
    id: serial('id').primaryKey(),
    account: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<AnalyticsConfigSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_configs_account_idx').on(t.account)],
);
