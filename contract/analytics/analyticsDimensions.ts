/** What aggregate and distinct group by: the traffic rollups' site, partner (null: direct traffic) and country. */
export const ANALYTICS_DIMENSIONS = ['site', 'partner', 'country'] as const;

export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];
