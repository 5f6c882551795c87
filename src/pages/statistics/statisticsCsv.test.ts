import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../../contract/analytics/analyticsReport';
import { statisticsCsv } from './statisticsCsv';

const report: AnalyticsReport = {
  report: 'revenue',
  grouping: 'hour',
  from: '2026-10-25',
  to: '2026-10-25',
  figures: ['payments', 'revenue'],
  withheld: ['tips'],
  unavailable: [],
  totals: { payments: 3, revenue: 12345 },
  rows: [
    { period: '2026-10-25T02:00:00+02:00', values: { payments: 1, revenue: 345 } },
    { period: '2026-10-25T02:00:00+01:00', values: { payments: 2, revenue: 12000 } },
  ],
};

describe('statisticsCsv', () => {
  it('writes a line per bucket with the present figures only, amounts in euros, the two 02:00 of the DST night apart', () => {
    expect(statisticsCsv(report)).toBe(
      'Period,Payments,Revenue (EUR)\r\n2026-10-25 02:00 +02:00,1,3.45\r\n2026-10-25 02:00 +01:00,2,120.00',
    );
  });
});
