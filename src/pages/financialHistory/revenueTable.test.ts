import { describe, expect, it } from 'vitest';
import { revenueTable } from './revenueTable';

describe('revenueTable', () => {
  it('lays payments out by period and type, largest type first, with every total in cents', () => {
    const table = revenueTable([
      { period: '2026-11-09', type: 'clientppt', amount: 199, payments: 1 },
      { period: '2026-11-02', type: 'clientppm', amount: 1000, payments: 3 },
      { period: '2026-11-09', type: 'clientppm', amount: 1, payments: 1 },
      { period: '2026-11-02', type: 'unknown', amount: 199, payments: 1 },
    ]);
    expect(table.periods).toEqual(['2026-11-02', '2026-11-09']);
    expect(table.types).toEqual(['clientppm', 'clientppt', 'unknown']);
    expect(table.amount('2026-11-09', 'clientppm')).toBe(1);
    expect(table.amount('2026-11-09', 'unknown')).toBe(0);
    expect(table.periodTotal('2026-11-02')).toBe(1199);
    expect(table.typeTotal('clientppm')).toBe(1001);
    expect(table.total).toBe(1399);
  });

  it('is empty without payments', () => {
    expect(revenueTable([])).toMatchObject({ periods: [], types: [], total: 0 });
  });
});
