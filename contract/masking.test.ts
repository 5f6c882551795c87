import { describe, expect, it } from 'vitest';
import { isMasked, maskValue } from './masking';

describe('masking', () => {
  it('keeps the last four characters of account numbers only', () => {
    expect(maskValue('NL91ABNA0417164300')).toBe('•••• 4300');
    expect(maskValue('0417164300')).toBe('•••• 4300');
    expect(maskValue('Keizersgracht 1234')).toBe('••••');
    expect(maskValue('+31 6 12345678')).toBe('••••');
    expect(maskValue('1990-04-01')).toBe('••••');
    expect(maskValue(true)).toBe('••••');
    expect(maskValue('')).toBeNull();
    expect(maskValue(null)).toBeNull();
  });

  it('tells masks from values', () => {
    expect(isMasked('•••• 4300')).toBe(true);
    expect(isMasked('NL91ABNA0417164300')).toBe(false);
    expect(isMasked(null)).toBe(false);
  });
});
