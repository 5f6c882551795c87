import type { AnalyticsFigure } from '../../../contract/analytics/analyticsFigures';
import type { AnalyticsReport } from '../../../contract/analytics/analyticsReport';
import { toCsv } from '../../schema/toCsv';
import { periodText } from './periodText';
import { figureLabel, isMoneyFigure } from './statisticsFigures';

/**
 * The table behind a report's chart as CSV: a line per bucket, each present figure a column, amounts in euros
 * with a point (so spreadsheets read them as numbers).
 *
 * @example
 * statisticsCsv(report); // 'Period,Visits,Signups\r\n2026-10-01,120,4\r\n…'
 */
export function statisticsCsv(report: AnalyticsReport): string {
  const figures = report.figures as AnalyticsFigure[];
  return toCsv(
    [
      { label: 'Period', value: (row) => periodText(String(row.period), report.grouping) },
      ...figures.map((figure) => ({
        label: isMoneyFigure(figure) ? `${figureLabel(figure)} (EUR)` : figureLabel(figure),
        value: (row: Record<string, unknown>) => {
          const value = (row.values as Record<string, number>)[figure] ?? 0;
          return isMoneyFigure(figure) ? (value / 100).toFixed(2) : value;
        },
      })),
    ],
    report.rows,
  );
}
