import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsFigure } from '../../../contract/analytics/analyticsFigures';
import type { AnalyticsPeriod } from '../../../contract/analytics/analyticsPeriod';
import type { DateGrouping } from '../../../contract/analytics/dateGroupings';
import { FIGURE_SQL } from './figureSql';
import { filterSql } from './filterSql';
import type { ReportPeriod } from './ReportPeriod';

// Grouped by the native value and made text after: hashing a date or timestamp is cheaper than its text.
const DAY_GROUP: Partial<Record<DateGrouping, SQL>> = {
  date: sql`day`,
  week: sql`date_trunc('week', day)`,
  month: sql`date_trunc('month', day)`,
  year: sql`date_trunc('year', day)`,
  day: sql`extract(isodow from day)`,
};

/**
 * The query of one report, keyed as reportBuckets keys: calendar groupings read traffic_day_sites (a row per
 * Amsterdam day and site) or traffic_day_countries (per day and country, for a country filter alone), and
 * traffic_days for any other filter; hours read traffic_hours (a UTC hour is an Amsterdam hour, both offsets being
 * whole hours); minutes and seconds count the raw visits. Only `visits` exists by minute and second.
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
    const bucket = grouping === 'minute' ? sql`date_trunc('minute', at)` : sql`date_trunc('second', at)`;
    return sql`
      select extract(epoch from ${bucket})::bigint::text as key, count(*)::bigint as visits
      from visits
      where at >= ${start}::timestamptz and at < ${end}::timestamptz${where}
      group by ${bucket}`;
  }
  const sums = sql.join(
    figures.map((figure) => sql`, ${FIGURE_SQL[figure]}::bigint as ${sql.identifier(figure)}`),
  );
  if (grouping === 'hour') {
    return sql`
      select extract(epoch from hour)::bigint::text as key${sums}
      from traffic_hours
      where hour >= ${start}::timestamptz and hour < ${end}::timestamptz${where}
      group by hour`;
  }
  const group = DAY_GROUP[grouping]!;
  const key = grouping === 'day' ? sql`${group}::int::text` : sql`${group}::date::text`;
  // Without a partner filter a smaller rollup serves: per site, or per country when only the country is asked.
  const rollup =
    filters.partner !== undefined
      ? undefined
      : filters.country === undefined
        ? sql`traffic_day_sites`
        : filters.site === undefined
          ? sql`traffic_day_countries`
          : undefined;
  if (rollup) {
    const rolledSums = sql.join(
      figures.map(
        (figure) =>
          sql`, ${figure === 'affiliateRevenue' ? sql`sum(partner_cents)` : FIGURE_SQL[figure]}::bigint as ${sql.identifier(figure)}`,
      ),
    );
    return sql`
      select ${key} as key${rolledSums}
      from ${rollup}
      where day >= ${period.from}::date and day <= ${period.to}::date${where}
      group by ${group}`;
  }
  return sql`
    select ${key} as key${sums}
    from traffic_days
    where day >= ${period.from}::date and day <= ${period.to}::date${where}
    group by ${group}`;
}
