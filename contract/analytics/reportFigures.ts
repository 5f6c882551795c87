import type { AnalyticsFigure } from './analyticsFigures';
import type { ReportType } from './reportTypes';

/** The figures each report type shows, in column order. */
export const REPORT_FIGURES: Record<ReportType, readonly AnalyticsFigure[]> = {
  visitors: ['visits'],
  signups: ['visits', 'signups'],
  'affiliate-stats': ['visits', 'signups', 'payments', 'affiliateRevenue'],
  'signups-overview': ['signups', 'chats', 'chatSeconds', 'payments'],
  'financial-stats': ['payments', 'revenue', 'tips', 'chats', 'chatSeconds'],
  revenue: ['revenue', 'payments', 'tips'],
};
