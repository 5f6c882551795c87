import type { VatRow } from '../../../contract/finance/vatReport';

export type VatSums = Pick<VatRow, 'payments' | 'gross' | 'vat' | 'net'>;

const sum = (rows: readonly VatSums[]): VatSums =>
  rows.reduce(
    (total, row) => ({
      payments: total.payments + row.payments,
      gross: total.gross + row.gross,
      vat: total.vat + row.vat,
      net: total.net + row.net,
    }),
    { payments: 0, gross: 0, vat: 0, net: 0 },
  );

/**
 * The report's lines per return period, each period with its sums, and the sums of the whole report.
 *
 * @example
 * vatTotals(rows).periods[0]; // { period: '2026-07-01', lines: [...], sums: { payments, gross, vat, net } }
 */
export function vatTotals(rows: readonly VatRow[]) {
  const starts = [...new Set(rows.map((row) => row.period))].sort();
  const periods = starts.map((period) => {
    const lines = rows.filter((row) => row.period === period);
    return { period, lines, sums: sum(lines) };
  });
  return { periods, sums: sum(rows) };
}
