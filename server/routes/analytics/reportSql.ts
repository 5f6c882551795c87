import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsFigure } from '../../../contract/analytics/analyticsFigures';
import type { AnalyticsPeriod } from '../../../contract/analytics/analyticsPeriod';
import type { DateGrouping } from '../../../contract/analytics/dateGroupings';
import { FIGURE_SQL } from './figureSql';
import { filterSql } from './filterSql';
import type { ReportPeriod } from './ReportPeriod';

const DAY_KEY: Partial<Record<DateGrouping, SQL>> = {
  date: sql`day::text`,
  week: sql`date_trunc('week', day)::date::text`,
  month: sql`date_trunc('month', day)::date::text`,
  year: sql`date_trunc('year', day)::date::text`,
  day: sql`extract(isodow from day)::int::text`,
};

/**
 * The query of one report, keyed as reportBuckets keys: calendar groupings read traffic_days (a row per
 * Amsterdam day), hours traffic_hours (a UTC hour is an Amsterdam hour, both offsets being whole hours), minutes
 * and seconds count the raw visits. Only `visits` exists by minute and second.
 */
export function reportSql(
  grouping: DateGrouping,
  period: ReportPeriod,
  filters: AnalyticsPeriod,
  figures: readonly AnalyticsFigure[],
): SQL {
  const where = filterSql(filters);
  const start = new Date(period.start).toISOString();
  const end = new Date(period.end).toISOString();
  if (grouping === 'minute' || grouping === 'second') {
    return sql`
      select extract(epoch from date_trunc(${grouping}, at))::bigint::text as key, count(*)::bigint as visits
      from visits
      where at >= ${start}::timestamptz and at < ${end}::timestamptz${where}
      group by 1`;
  }
  const sums = sql.join(
    figures.map((figure) => sql`, ${FIGURE_SQL[figure]}::bigint as ${sql.identifier(figure)}`),
  );
  if (grouping === 'hour') {
    return sql`
      select extract(epoch from hour)::bigint::text as key${sums}
      from traffic_hours
      where hour >= ${start}::timestamptz and hour < ${end}::timestamptz${where}
      group by 1`;
  }
  return sql`
    select ${DAY_KEY[grouping]!} as key${sums}
    from traffic_days
    where day >= ${period.from}::date and day <= ${period.to}::date${where}
    group by 1`;
}
