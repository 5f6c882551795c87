import { sql } from 'drizzle-orm';
import type { AggregateAnswer } from '../../../contract/analytics/aggregateAnswer';
import type { AggregateRequest } from '../../../contract/analytics/aggregateRequest';
import { reportFiguresFor } from '../../../contract/analytics/reportFiguresFor';
import type { Db } from '../../db/Db';
import { rowsOf } from '../../db/rowsOf';
import { DIMENSION_COLUMN } from './dimensionColumn';
import { FIGURE_SQL } from './figureSql';
import { filterSql } from './filterSql';
import { resolvePeriod } from './resolvePeriod';

/** POST /analytics/aggregate: a report's figures over the period per site, partner or country (traffic_days). */
export async function runAggregate(
  db: Db,
  request: AggregateRequest,
  roles: readonly string[],
): Promise<AggregateAnswer> {
  const { present, withheld } = reportFiguresFor(request.report, roles, request.fields);
  const { from, to } = resolvePeriod(request, 'date').current;
  const sums = sql.join(
    present.map((figure) => sql`, ${FIGURE_SQL[figure]}::bigint as ${sql.identifier(figure)}`),
  );
  const found = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      select ${DIMENSION_COLUMN[request.by]} as value${sums}
      from traffic_days
      where day >= ${from}::date and day <= ${to}::date${filterSql(request)}
      group by 1
      order by 1 nulls first`),
  );
  const totals = Object.fromEntries(present.map((figure) => [figure, 0]));
  const rows = found.map((row) => {
    const values = Object.fromEntries(present.map((figure) => [figure, Number(row[figure] ?? 0)]));
    for (const figure of present) totals[figure]! += values[figure]!;
    return { value: row.value ?? null, values };
  });
  return { report: request.report, by: request.by, from, to, figures: present, withheld, rows, totals };
}
