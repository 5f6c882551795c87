import { describe, expect, it } from 'vitest';
import { centsFromEuros, eurosFromCents } from './moneyInput';

describe('money input (euros typed, integer cents stored)', () => {
  it.each([
    ['12.5', 1250],
    ['12,50', 1250],
    ['0.29', 29],
    ['1234.56', 123456],
    ['-3.05', -305],
    ['7', 700],
    ['.5', 50],
    [0.29, 29],
    [12.34, 1234],
    ['', null],
    [null, null],
  ])('%j gives %j cents', (typed, cents) => {
    expect(centsFromEuros(typed)).toBe(cents);
  });

  it('never rounds more than two decimals away: the fraction of a cent stays for validation to refuse', () => {
    expect(Number.isInteger(centsFromEuros('12.505'))).toBe(false);
    expect(Number.isInteger(centsFromEuros(12.505))).toBe(false);
  });

  it('keeps text that is no amount', () => {
    expect(centsFromEuros('ten')).toBe('ten');
    expect(centsFromEuros('1.234,56')).toBe('1.234,56');
  });

  it('shows cents as euros with two decimals', () => {
    expect(eurosFromCents(1250)).toBe('12.50');
    expect(eurosFromCents(5)).toBe('0.05');
    expect(eurosFromCents(-305)).toBe('-3.05');
    expect(eurosFromCents(null)).toBe('');
    expect(eurosFromCents('•••• 4300')).toBe('•••• 4300');
  });
});
