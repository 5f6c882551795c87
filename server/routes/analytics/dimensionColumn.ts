import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension } from '../../../contract/analytics/analyticsDimensions';

/** The column of each dimension in visits and the traffic rollups. */
export const DIMENSION_COLUMN: Record<AnalyticsDimension, SQL> = {
  site: sql`site_id`,
  partner: sql`partner_id`,
  country: sql`country`,
};
