import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('names the currency before the amount, euros unless told, kept on one line', () => {
    expect(formatMoney(123456)).toBe('€\u00a01.234,56');
    expect(formatMoney(-5, 'GBP')).toBe('£\u00a0-0,05');
    expect(formatMoney(100, 'USD')).toBe('$\u00a01,00');
    expect(formatMoney(100, 'CHF')).toBe('CHF\u00a01,00');
  });
});
