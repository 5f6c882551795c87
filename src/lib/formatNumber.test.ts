import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('groups thousands with a dot and writes two decimals after a comma', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
  });

  it('takes another number of decimals', () => {
    expect(formatNumber(1500, 0)).toBe('1.500');
    expect(formatNumber(0.5, 3)).toBe('0,500');
  });

  it('keeps the sign of negative numbers but never writes -0', () => {
    expect(formatNumber(-9876.5)).toBe('-9.876,50');
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('leaves small numbers ungrouped', () => {
    expect(formatNumber(999)).toBe('999,00');
  });
});
