import { describe, expect, it } from 'vitest';
import { codeInWords } from './codeInWords';

describe('codeInWords', () => {
  it('reads camel case, dotted paths, dashes and underscores as words', () => {
    expect(codeInWords('signInLink')).toBe('Sign in link');
    expect(codeInWords('filter.bogus')).toBe('Filter bogus');
    expect(codeInWords('price-fixed')).toBe('Price fixed');
    expect(codeInWords('account_iban')).toBe('Account iban');
    expect(codeInWords('')).toBe('');
  });
});
