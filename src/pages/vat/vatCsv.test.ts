import { describe, expect, it } from 'vitest';
import { vatCsv } from './vatCsv';
import { vatTotals } from './vatTotals';

const ROWS = [
  {
    period: '2026-07-01',
    entry: 'NL',
    name: 'Netherlands',
    rateBp: 2100,
    payments: 2,
    gross: 13_099,
    vat: 2273,
    net: 10_826,
  },
  {
    period: '2026-07-01',
    entry: 'CH',
    name: 'Switzerland',
    rateBp: 810,
    payments: 1,
    gross: 1000,
    vat: 75,
    net: 925,
  },
  {
    period: '2026-10-01',
    entry: 'NON_SEPA',
    name: 'Non SEPA',
    rateBp: 0,
    payments: 1,
    gross: 500,
    vat: 0,
    net: 500,
  },
];

describe('vatCsv', () => {
  it('writes a line per period and country with euros and the rate in percent', () => {
    expect(vatCsv(ROWS, 'quarter').split('\r\n')).toEqual([
      'Period,Country code,Country,VAT rate (%),Payments,Gross (EUR),VAT (EUR),Net (EUR)',
      '2026 Q3,NL,Netherlands,21,2,130.99,22.73,108.26',
      '2026 Q3,CH,Switzerland,8.1,1,10.00,0.75,9.25',
      '2026 Q4,NON_SEPA,Non SEPA,0,1,5.00,0.00,5.00',
    ]);
  });
});

describe('vatTotals', () => {
  it('sums each period and the whole report', () => {
    const { periods, sums } = vatTotals(ROWS);
    expect(periods.map((period) => [period.period, period.sums.gross, period.sums.vat])).toEqual([
      ['2026-07-01', 14_099, 2348],
      ['2026-10-01', 500, 0],
    ]);
    expect(sums).toEqual({ payments: 4, gross: 14_599, vat: 2348, net: 12_251 });
  });
});
