import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsFigure } from '../../../contract/analytics/analyticsFigures';

/**
 * Each figure as a sum over traffic_hours or traffic_days (same columns): a row holds visits and signups, the
 * chats of one kind or the payments of one type, so a kind or type is a filter on the sum.
 */
export const FIGURE_SQL: Record<AnalyticsFigure, SQL> = {
  visits: sql`sum(visits)`,
  signups: sql`sum(signups)`,
  chats: sql`sum(chats)`,
  chatSeconds: sql`sum(chat_seconds)`,
  payments: sql`sum(payments)`,
  revenue: sql`sum(cents)`,
  tips: sql`coalesce(sum(cents) filter (where payment_type in ('clientppt', 'clientcybertoy')), 0)`,
  affiliateRevenue: sql`coalesce(sum(cents) filter (where partner_id is not null), 0)`,
};
