import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ChartOptions } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';
import { dashboardDarkTheme } from '../../layout/dashboardDarkTheme';
import { dashboardTheme } from '../../layout/dashboardTheme';
import { chartColours } from '../../lib/chartColours';
import { RevenueChart } from './RevenueChart';
import { revenueTable } from './revenueTable';

const drawn: ChartOptions<'bar'>[] = [];
vi.mock('react-chartjs-2', () => ({
  Bar: ({ options }: { options: ChartOptions<'bar'> }) => {
    drawn.push(options);
    return null;
  },
}));

describe('RevenueChart', () => {
  for (const [name, options] of [
    ['light', dashboardTheme],
    ['dark', dashboardDarkTheme],
  ] as const) {
    it(`draws its axis and legend text in the ${name} theme's chart colours, not chart.js's own grey`, () => {
      const theme = createTheme(options as object);
      render(
        <ThemeProvider theme={theme}>
          <RevenueChart
            table={revenueTable([{ period: '2026-10-01', type: 'chat', amount: 500, payments: 1 }])}
            periodLabel={(period) => period}
            typeLabel={(type) => type}
          />
        </ThemeProvider>,
      );
      const { text, grid } = chartColours(theme.palette);
      const chart = drawn.at(-1)!;
      expect(chart.scales?.x?.ticks?.color).toBe(text);
      expect(chart.scales?.y?.ticks?.color).toBe(text);
      expect(chart.plugins?.legend?.labels?.color).toBe(text);
      expect(chart.scales?.x?.grid?.color).toBe(grid);
      expect(chart.scales?.y?.grid?.color).toBe(grid);
    });
  }
});
