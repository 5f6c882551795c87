import { describe, expect, it } from 'vitest';
import { formatCents } from './formatCents';

describe('formatCents', () => {
  it('writes cents as euros with thousands dots and a decimal comma', () => {
    expect(formatCents(123456)).toBe('1.234,56');
    expect(formatCents(123456789)).toBe('1.234.567,89');
    expect(formatCents(5)).toBe('0,05');
    expect(formatCents(0)).toBe('0,00');
  });

  it('keeps the sign', () => {
    expect(formatCents(-150)).toBe('-1,50');
  });

  it('leaves what is no whole number of cents as it is', () => {
    expect(formatCents(12.5)).toBe('12.5');
  });
});
