import { describe, expect, it } from 'vitest';
import type { MoneyField } from '../../contract/FieldDefinition';
import { displayValue } from './displayValue';
import { moneyCurrency } from './moneyCurrency';

const amount: MoneyField = { source: 'amount', label: 'Amount', kind: 'money' };
const price: MoneyField = { source: 'price', label: 'Price', kind: 'money', currencyFrom: 'currency' };

describe('moneyCurrency', () => {
  it('takes the record’s currency where the field says so, else the field’s, else euros', () => {
    expect(moneyCurrency(amount)).toBe('EUR');
    expect(moneyCurrency({ ...amount, currency: 'USD' })).toBe('USD');
    expect(moneyCurrency(price, 'GBP')).toBe('GBP');
    expect(moneyCurrency(price, '')).toBe('EUR');
    expect(moneyCurrency(amount, 'GBP')).toBe('EUR');
  });

  it('names the currency wherever money is shown as text', () => {
    expect(displayValue(amount, 1250)).toBe('€\u00a012,50');
    expect(displayValue(price, 1250, { currency: 'GBP' })).toBe('£\u00a012,50');
  });
});
