import { describe, expect, it } from 'vitest';
import { analyticsDate } from './analyticsDate';

describe('analyticsDate', () => {
  it('gives the Amsterdam calendar day in winter (UTC+1)', () => {
    expect(analyticsDate('2024-01-01T22:59:00Z')).toBe('2024-01-01');
    expect(analyticsDate('2024-01-01T23:00:00Z')).toBe('2024-01-02');
  });

  it('gives the Amsterdam calendar day in summer (UTC+2)', () => {
    expect(analyticsDate('2024-07-01T21:59:00Z')).toBe('2024-07-01');
    expect(analyticsDate('2024-07-01T22:00:00Z')).toBe('2024-07-02');
  });
});
