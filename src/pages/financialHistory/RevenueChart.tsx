import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { CHART_PALETTES } from '../../lib/chartPalettes';
import { currencySymbol } from '../../lib/currencySymbol';
import { formatMoney } from '../../lib/formatMoney';
import { formatNumber } from '../../lib/formatNumber';
import { useChartColours } from '../../lib/useChartColours';
import type { RevenueTable } from './revenueTable';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface RevenueChartProps {
  table: RevenueTable;
  periodLabel: (period: string) => string;
  typeLabel: (type: string) => string;
}

/** Revenue per period as bars stacked by payment type, in the shared payout-series colours. */
export function RevenueChart({ table, periodLabel, typeLabel }: RevenueChartProps) {
  const palette = CHART_PALETTES.payoutSeries;
  const { text, grid } = useChartColours();
  const datasets = table.types.map((type, index) => ({
    label: typeLabel(type),
    data: table.periods.map((period) => table.amount(period, type) / 100),
    backgroundColor: palette[index % palette.length],
  }));
  const drawn = datasets.reduce((sum, set) => sum + set.data.reduce((a, b) => a + b, 0), 0);
  return (
    <Bar
      role="img"
      aria-label={`Revenue chart: ${formatMoney(Math.round(drawn * 100))} in total`}
      data={{ labels: table.periods.map(periodLabel), datasets }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        color: text,
        scales: {
          x: { stacked: true, ticks: { color: text }, grid: { color: grid } },
          y: {
            stacked: true,
            beginAtZero: true,
            grid: { color: grid },
            ticks: {
              color: text,
              callback: (value) => `${currencySymbol('EUR')}\u00a0${formatNumber(Number(value), 0)}`,
            },
          },
        },
        plugins: {
          legend: { labels: { color: text } },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label}: ${formatMoney(Math.round(Number(item.raw) * 100))}`,
            },
          },
        },
      }}
    />
  );
}
