import { and, asc, countDistinct, desc, ilike, max, min, notExists, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { escapeLike } from '../../db/escapeLike';
import { partners } from '../../db/schema/platform';
import { partnerCodes, partnerCodeTraffic } from '../../db/schema/partnerTraffic';

export const UNLISTED_SORTS = ['lastSeen', 'code', 'firstSeen', 'visits', 'signups'] as const;

export interface UnlistedParams {
  offset: number;
  limit: number;
  sort: (typeof UNLISTED_SORTS)[number];
  order: 'ASC' | 'DESC';
  q?: string | undefined;
}

const traffic = partnerCodeTraffic;
const FIGURES = {
  code: traffic.code,
  firstSeen: min(traffic.day),
  lastSeen: max(traffic.day),
  visits: sql<number>`${sum(traffic.visits)}::int`,
  signups: sql<number>`${sum(traffic.signups)}::int`,
};

/** Traffic whose code no partner owns, neither as its own code nor as one assigned to it. */
export function unownedTraffic(): SQL {
  return and(
    notExists(sql`(select 1 from ${partners} where ${partners.partnerCode} = ${traffic.code})`),
    notExists(sql`(select 1 from ${partnerCodes} where ${partnerCodes.code} = ${traffic.code})`),
  )!;
}

/**
 * A page of the partner codes no partner owns, each with the first and last day it was seen and its visits and
 * signups in total, sorted (then by code) and the total of such codes. The code is the record's id.
 *
 * @example
 * await listUnlistedCodes(app.db, { offset: 0, limit: 25, sort: 'visits', order: 'DESC' });
 */
export async function listUnlistedCodes(db: Db, params: UnlistedParams) {
  const where = and(
    unownedTraffic(),
    params.q ? ilike(traffic.code, `%${escapeLike(params.q)}%`) : undefined,
  );
  const direction = params.order === 'DESC' ? desc : asc;
  const rows = await db
    .select(FIGURES)
    .from(traffic)
    .where(where)
    .groupBy(traffic.code)
    .orderBy(direction(FIGURES[params.sort]), direction(traffic.code))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db
    .select({ n: countDistinct(traffic.code) })
    .from(traffic)
    .where(where);
  return {
    data: rows.map((row) => ({ id: row.code, ...row })),
    total: total?.n ?? 0,
    moreThanTotal: false,
  };
}
