import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { AnalyticsFigure } from '../../../contract/analytics/analyticsFigures';
import type { AnalyticsReport } from '../../../contract/analytics/analyticsReport';
import { CHART_PALETTES } from '../../lib/chartPalettes';
import { useChartColours } from '../../lib/useChartColours';
import { periodText } from './periodText';
import { figureLabel, figureText, isMoneyFigure } from './statisticsFigures';

ChartJS.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

const WEEKDAY_COLOURS: readonly string[] = Object.values(CHART_PALETTES.weekdays);

/**
 * A report over its period: a line per figure (amounts in euros on their own axis), the previous period dashed
 * beside it; grouped by weekday, bars in the weekday colours. Its text alternative names the totals; the table
 * below holds every value.
 */
export function StatisticsChart({ report }: { report: AnalyticsReport }) {
  const { text, grid } = useChartColours();
  const figures = report.figures as AnalyticsFigure[];
  const labels = report.rows.map((row) => periodText(row.period, report.grouping));
  const series = (figure: AnalyticsFigure, rows: AnalyticsReport['rows']) =>
    rows.map((row) => (row.values[figure] ?? 0) / (isMoneyFigure(figure) ? 100 : 1));
  const axis = (figure: AnalyticsFigure) => (isMoneyFigure(figure) ? 'money' : 'count');
  const colour = (index: number) => CHART_PALETTES.payoutSeries[index % CHART_PALETTES.payoutSeries.length]!;
  const byWeekday = report.grouping === 'day';
  const datasets = figures.flatMap((figure, index) => [
    {
      label: figureLabel(figure),
      data: series(figure, report.rows),
      yAxisID: axis(figure),
      borderColor: colour(index),
      backgroundColor: byWeekday && figures.length === 1 ? [...WEEKDAY_COLOURS] : colour(index),
    },
    ...(report.previous
      ? [
          {
            label: `${figureLabel(figure)}, previous period`,
            data: series(figure, report.previous.rows),
            yAxisID: axis(figure),
            borderColor: colour(index),
            backgroundColor: `${colour(index)}66`,
            borderDash: [6, 4],
          },
        ]
      : []),
  ]);
  const summary = figures.map(
    (figure) => `${figureLabel(figure)} ${figureText(figure, report.totals[figure] ?? 0)}`,
  );
  const hasMoney = figures.some(isMoneyFigure);
  const hasCounts = figures.some((figure) => !isMoneyFigure(figure));
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    color: text,
    scales: {
      x: { ticks: { color: text }, grid: { color: grid } },
      count: {
        display: hasCounts,
        position: 'left' as const,
        beginAtZero: true,
        ticks: { color: text },
        grid: { color: grid },
      },
      money: {
        display: hasMoney,
        position: 'right' as const,
        beginAtZero: true,
        ticks: { color: text, callback: (value: string | number) => `€ ${value}` },
        grid: { drawOnChartArea: !hasCounts, color: grid },
      },
    },
    plugins: { legend: { labels: { color: text } } },
  };
  const label = `Chart of ${summary.join(', ')} from ${report.from} to ${report.to}; the table below lists each value.`;
  return byWeekday ? (
    <Bar role="img" aria-label={label} data={{ labels, datasets }} options={options} />
  ) : (
    <Line role="img" aria-label={label} data={{ labels, datasets }} options={options} />
  );
}
