import { and, asc, desc, eq, gt, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { LogsLine, SysLogLevel } from '../../contract/tech/logsLine';
import type { LogsPage } from '../../contract/tech/logsPage';
import type { Db } from '../db/Db';
import { escapeLike } from '../db/escapeLike';
import { sysLog } from '../db/schema/trail';

export interface SysLogFilter {
  levels?: readonly SysLogLevel[] | undefined;
  source?: string | undefined;
  q?: string | undefined;
  before?: number | undefined;
  after?: number | undefined;
  limit?: number | undefined;
}

const DEFAULT_LIMIT = 50;

/**
 * A page of the system log, newest first, on its id, (source, id) and message trigram indexes. With `after`, the
 * oldest `limit` lines since that id (still shown newest first), so a tail catching up reads forward without a gap.
 *
 * @example
 * const { data, more } = await readSysLog(app.db, { levels: ['error'], q: 'timeout', before: 900 });
 */
export async function readSysLog(db: Db, filter: SysLogFilter): Promise<LogsPage> {
  const limit = filter.limit ?? DEFAULT_LIMIT;
  const conditions: SQL[] = [];
  if (filter.levels) conditions.push(inArray(sysLog.level, [...filter.levels]));
  if (filter.source) conditions.push(eq(sysLog.source, filter.source));
  if (filter.q) conditions.push(ilike(sysLog.message, `%${escapeLike(filter.q)}%`));
  if (filter.before !== undefined) conditions.push(lt(sysLog.id, filter.before));
  if (filter.after !== undefined) conditions.push(gt(sysLog.id, filter.after));
  const rows = await db
    .select()
    .from(sysLog)
    .where(and(...conditions))
    .orderBy(filter.after === undefined ? desc(sysLog.id) : asc(sysLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((row): LogsLine => ({ ...row, at: row.at.toISOString() }));
  return { data: filter.after === undefined ? page : page.reverse(), more: rows.length > limit };
}
