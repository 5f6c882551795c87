/** The report types of docs/product.md#entities, as the analytics API names them. */
export const REPORT_TYPES = [
  'visitors',
  'signups',
  'affiliate-stats',
  'signups-overview',
  'financial-stats',
  'revenue',
] as const;

export type ReportType = (typeof REPORT_TYPES)[number];
