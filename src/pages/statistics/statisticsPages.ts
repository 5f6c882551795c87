import type { ReportType } from '../../../contract/analytics/reportTypes';

export type StatisticsPageKind = 'traffic' | 'members' | 'models';

/** Each statistics page: its heading and the reports it offers, the first shown by default. */
export const STATISTICS_PAGES: Record<StatisticsPageKind, { title: string; reports: readonly ReportType[] }> =
  {
    traffic: { title: 'Platform statistics', reports: ['visitors', 'affiliate-stats', 'revenue'] },
    members: { title: 'Member statistics', reports: ['signups', 'signups-overview'] },
    models: { title: 'Model statistics', reports: ['financial-stats', 'revenue'] },
  };

export const REPORT_LABELS: Record<ReportType, string> = {
  visitors: 'Visitors',
  signups: 'Signups',
  'affiliate-stats': 'Affiliate stats',
  'signups-overview': 'Detailed signups overview',
  'financial-stats': 'Financial stats',
  revenue: 'Revenue',
};
