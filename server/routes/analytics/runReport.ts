import type { AnalyticsFigure } from '../../../contract/analytics/analyticsFigures';
import type { AnalyticsReport } from '../../../contract/analytics/analyticsReport';
import type { AnalyticsRequest } from '../../../contract/analytics/analyticsRequest';
import { MAX_BUCKETS } from '../../../contract/analytics/dateGroupings';
import { reportFiguresFor } from '../../../contract/analytics/reportFiguresFor';
import type { Db } from '../../db/Db';
import { rowsOf } from '../../db/rowsOf';
import { validationError } from '../../http/ApiError';
import { reportBuckets } from './reportBuckets';
import { reportSql } from './reportSql';
import type { ReportPeriod } from './ReportPeriod';
import { resolvePeriod } from './resolvePeriod';

type Rows = Pick<AnalyticsReport, 'from' | 'to' | 'rows' | 'totals'>;

async function periodRows(
  db: Db,
  request: AnalyticsRequest,
  period: ReportPeriod,
  figures: readonly AnalyticsFigure[],
): Promise<Rows> {
  const { grouping } = request;
  const buckets = reportBuckets(grouping, period, MAX_BUCKETS[grouping]);
  if (buckets.length > MAX_BUCKETS[grouping]) {
    throw validationError({
      grouping: `The period has more than ${MAX_BUCKETS[grouping]} buckets by ${grouping}; choose a shorter period or a wider grouping`,
    });
  }
  const found = new Map(
    rowsOf<Record<string, string | number>>(
      await db.execute(reportSql(grouping, period, request, figures)),
    ).map((row) => [String(row.key), row]),
  );
  const totals = Object.fromEntries(figures.map((figure) => [figure, 0]));
  const rows = buckets.map(({ key, period: label }) => {
    const row = found.get(key);
    const values = Object.fromEntries(figures.map((figure) => [figure, Number(row?.[figure] ?? 0)]));
    for (const figure of figures) totals[figure]! += values[figure]!;
    return { period: label, values };
  });
  return { from: period.from, to: period.to, rows, totals };
}

/**
 * A report (POST /analytics/report): the buckets of the period with the figures the caller's roles cover,
 * those withheld, and those the grouping cannot give; with the previous period beside it when asked.
 */
export async function runReport(
  db: Db,
  request: AnalyticsRequest,
  roles: readonly string[],
  now = new Date(),
): Promise<AnalyticsReport> {
  const { present, withheld } = reportFiguresFor(request.report, roles, request.fields);
  const byVisits = request.grouping === 'minute' || request.grouping === 'second';
  const figures = byVisits ? present.filter((figure) => figure === 'visits') : present;
  const unavailable = present.filter((figure) => !figures.includes(figure));
  const { current, previous } = resolvePeriod(request, request.grouping, now);
  const answer = await periodRows(db, request, current, figures);
  return {
    report: request.report,
    grouping: request.grouping,
    figures,
    withheld,
    unavailable,
    ...answer,
    ...(request.compare ? { previous: await periodRows(db, request, previous, figures) } : {}),
  };
}
