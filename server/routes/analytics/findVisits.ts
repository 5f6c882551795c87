import { sql } from 'drizzle-orm';
import type { FindQuery } from '../../../contract/analytics/findQuery';
import type { Db } from '../../db/Db';
import { rowsOf } from '../../db/rowsOf';
import { filterSql } from './filterSql';
import { resolvePeriod } from './resolvePeriod';

interface VisitRow {
  id: string | number;
  at: string | Date;
  site: number;
  partner: number | null;
  partnerCode: string | null;
  country: string;
}

/** GET /analytics/find: the newest raw visits of the period; one more is read to know whether there are more. */
export async function findVisits(db: Db, query: FindQuery) {
  const { start, end } = resolvePeriod(query, 'second').current;
  const rows = rowsOf<VisitRow>(
    await db.execute(sql`
      select id, at, site_id as site, partner_id as partner, partner_code as "partnerCode", country
      from visits
      where at >= ${new Date(start).toISOString()}::timestamptz
        and at < ${new Date(end).toISOString()}::timestamptz${filterSql(query)}
      order by at desc, id desc
      limit ${query.limit + 1}`),
  );
  return {
    data: rows
      .slice(0, query.limit)
      .map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() })),
    more: rows.length > query.limit,
  };
}
