import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsPeriod } from '../../../contract/analytics/analyticsPeriod';

/** The site, partner and country filters as `and ...` conditions (columns of visits and both rollups). */
export function filterSql({ site, partner, country }: AnalyticsPeriod): SQL {
  const conditions: SQL[] = [];
  if (site !== undefined) conditions.push(sql` and site_id = ${site}`);
  if (partner !== undefined) conditions.push(sql` and partner_id = ${partner}`);
  if (country !== undefined) conditions.push(sql` and country = ${country}`);
  return sql.join(conditions);
}
