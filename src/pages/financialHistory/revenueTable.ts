import type { RevenueReport } from '../../../contract/finance/revenueReport';

export interface RevenueTable {
  /** Each period's first day, in order. */
  periods: string[];
  /** The payment types that had payments, in order of their total, largest first. */
  types: string[];
  /** Cents per period and type; absent means none. */
  amount: (period: string, type: string) => number;
  periodTotal: (period: string) => number;
  typeTotal: (type: string) => number;
  total: number;
}

/**
 * The revenue answer as a period × payment type table with its row, column and grand totals (integer cents).
 *
 * @example
 * revenueTable([{ period: '2026-11-02', type: 'clientppm', amount: 500, payments: 2 }]).total; // 500
 */
export function revenueTable(rows: RevenueReport['data']): RevenueTable {
  const cells = new Map<string, number>();
  const byPeriod = new Map<string, number>();
  const byType = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, amount: number) =>
    map.set(key, (map.get(key) ?? 0) + amount);
  for (const row of rows) {
    add(cells, `${row.period}|${row.type}`, row.amount);
    add(byPeriod, row.period, row.amount);
    add(byType, row.type, row.amount);
  }
  return {
    periods: [...byPeriod.keys()].sort(),
    types: [...byType.keys()].sort(
      (a, b) => (byType.get(b) ?? 0) - (byType.get(a) ?? 0) || a.localeCompare(b),
    ),
    amount: (period, type) => cells.get(`${period}|${type}`) ?? 0,
    periodTotal: (period) => byPeriod.get(period) ?? 0,
    typeTotal: (type) => byType.get(type) ?? 0,
    total: [...byType.values()].reduce((sum, amount) => sum + amount, 0),
  };
}
