import { describe, expect, it } from 'vitest';
import { sepaAmount } from './sepaAmount';
import { sepaText } from './sepaText';

describe('sepaText', () => {
  it('drops accents, spells out letters SEPA lacks, and blanks the rest', () => {
    expect(sepaText('Zoë & Jörg — Studio №1', 70)).toBe('Zoe + Jorg Studio 1');
    expect(sepaText('Straße Ærø Łódź', 70)).toBe('Strasse AEro Lodz');
    expect(sepaText("O'Brien (Ltd.) / 2: ok? +", 70)).toBe("O'Brien (Ltd.) / 2: ok? +");
  });

  it('cuts to the element length without a trailing space', () => {
    expect(sepaText('Amsterdam Live Studios', 10)).toBe('Amsterdam');
  });
});

describe('sepaAmount', () => {
  it('writes cents as euros with two decimals', () => {
    expect(sepaAmount(1)).toBe('0.01');
    expect(sepaAmount(100)).toBe('1.00');
    expect(sepaAmount(123456)).toBe('1234.56');
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => sepaAmount(1.5)).toThrow('Not an amount in cents: 1.5');
    expect(() => sepaAmount(-1)).toThrow('Not an amount in cents: -1');
  });
});
