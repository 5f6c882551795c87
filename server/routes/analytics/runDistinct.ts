import { sql } from 'drizzle-orm';
import type { DistinctQuery } from '../../../contract/analytics/distinctQuery';
import type { Db } from '../../db/Db';
import { rowsOf } from '../../db/rowsOf';
import { DIMENSION_COLUMN } from './dimensionColumn';
import { filterSql } from './filterSql';
import { resolvePeriod } from './resolvePeriod';

/** GET /analytics/distinct: the sites, partners or countries with traffic in the period (traffic_days). */
export async function runDistinct(db: Db, query: DistinctQuery) {
  const { from, to } = resolvePeriod(query, 'date').current;
  const rows = rowsOf<{ value: string | number | null }>(
    await db.execute(sql`
      select distinct ${DIMENSION_COLUMN[query.dimension]} as value from traffic_days
      where day >= ${from}::date and day <= ${to}::date${filterSql(query)}
      order by 1 nulls first`),
  );
  return { dimension: query.dimension, values: rows.map((row) => row.value) };
}
