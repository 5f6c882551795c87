import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { AnalyticsFigure } from '../../../contract/analytics/analyticsFigures';
import type { AnalyticsReport } from '../../../contract/analytics/analyticsReport';
import { formatNumber } from '../../lib/formatNumber';
import { periodText } from './periodText';
import { figureLabel, figureText } from './statisticsFigures';

const change = (now: number, before: number) =>
  before === 0 ? '–' : `${now >= before ? '+' : ''}${formatNumber(((now - before) / before) * 100, 1)} %`;

/** The values behind a report's chart: a row per bucket, the totals, and beside the previous period its change. */
export function StatisticsTable({ report, caption }: { report: AnalyticsReport; caption: string }) {
  const figures = report.figures as AnalyticsFigure[];
  const summaryRow = (heading: string, value: (figure: AnalyticsFigure) => string) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {heading}
      </TableCell>
      {figures.map((figure) => (
        <TableCell key={figure} align="right" sx={{ fontWeight: 600 }}>
          {value(figure)}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer sx={{ mt: 3, maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            {figures.map((figure) => (
              <TableCell key={figure} align="right">
                {figureLabel(figure)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row, index) => (
            <TableRow key={`${row.period} ${index}`}>
              <TableCell component="th" scope="row">
                {periodText(row.period, report.grouping)}
              </TableCell>
              {figures.map((figure) => (
                <TableCell key={figure} align="right">
                  {figureText(figure, row.values[figure] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {summaryRow('Total', (figure) => figureText(figure, report.totals[figure] ?? 0))}
          {report.previous &&
            summaryRow(`Previous period (${report.previous.from} – ${report.previous.to})`, (figure) =>
              figureText(figure, report.previous?.totals[figure] ?? 0),
            )}
          {report.previous &&
            summaryRow('Change', (figure) =>
              change(report.totals[figure] ?? 0, report.previous?.totals[figure] ?? 0),
            )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
