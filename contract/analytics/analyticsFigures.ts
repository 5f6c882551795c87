import type { Role } from '../roles';

/**
 * Every figure a report can show and the role it needs beyond the analytics access (null: none). A figure whose
 * role the caller lacks is left out of every row and listed as withheld, never shown as zero.
 */
export const ANALYTICS_FIGURES = {
  visits: { label: 'Visits', role: null },
  signups: { label: 'Signups', role: 'MEMBER_BASE' },
  chats: { label: 'Chats', role: 'MEMBER_DETAIL' },
  chatSeconds: { label: 'Chat seconds', role: 'MEMBER_DETAIL' },
  payments: { label: 'Payments', role: 'REVENUE_BASIC' },
  revenue: { label: 'Revenue (cents)', role: 'REVENUE_BASIC' },
  tips: { label: 'Tips (cents)', role: 'REVENUE_DETAIL' },
  affiliateRevenue: { label: 'Affiliate revenue (cents)', role: 'REVENUE_AFFILIATE' },
} as const satisfies Record<string, { label: string; role: Role | null }>;

export type AnalyticsFigure = keyof typeof ANALYTICS_FIGURES;

export const FIGURE_IDS = Object.keys(ANALYTICS_FIGURES) as [AnalyticsFigure, ...AnalyticsFigure[]];
