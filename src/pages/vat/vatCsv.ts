import type { VatGroup, VatRow } from '../../../contract/finance/vatReport';
import { toCsv } from '../../schema/toCsv';
import { vatPeriodLabel } from './vatPeriodLabel';

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The VAT report as CSV for the accountant: one line per period and country, amounts in euros with a point
 * (so spreadsheets read them as numbers), the rate in percent.
 *
 * @example
 * vatCsv(rows, 'quarter'); // 'Period,Country code,Country,VAT rate (%),Payments,Gross (EUR),VAT (EUR),Net (EUR)\r\n…'
 */
export function vatCsv(rows: readonly VatRow[], group: VatGroup): string {
  return toCsv(
    [
      { label: 'Period', value: (row) => vatPeriodLabel(String(row.period), group) },
      { label: 'Country code', value: (row) => row.entry },
      { label: 'Country', value: (row) => row.name },
      { label: 'VAT rate (%)', value: (row) => Number(row.rateBp) / 100 },
      { label: 'Payments', value: (row) => row.payments },
      { label: 'Gross (EUR)', value: (row) => euros(Number(row.gross)) },
      { label: 'VAT (EUR)', value: (row) => euros(Number(row.vat)) },
      { label: 'Net (EUR)', value: (row) => euros(Number(row.net)) },
    ],
    rows,
  );
}
