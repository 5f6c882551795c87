import { describe, expect, it } from 'vitest';
import { isPayoutPeriodStart, payoutPeriodOf, recentPayoutPeriods } from './payoutPeriods';

describe('payoutPeriodOf', () => {
  it('splits a month into 1–10, 11–20 and 21 to its last day, leap years included', () => {
    expect(payoutPeriodOf('10 Days', '2026-02-10')).toEqual({
      interval: '10 Days',
      start: '2026-02-01',
      end: '2026-02-10',
    });
    expect(payoutPeriodOf('10 Days', '2026-02-11')).toMatchObject({ start: '2026-02-11', end: '2026-02-20' });
    expect(payoutPeriodOf('10 Days', '2026-02-28')).toMatchObject({ start: '2026-02-21', end: '2026-02-28' });
    expect(payoutPeriodOf('10 Days', '2028-02-29')).toMatchObject({ start: '2028-02-21', end: '2028-02-29' });
    expect(payoutPeriodOf('10 Days', '2026-12-31')).toMatchObject({ start: '2026-12-21', end: '2026-12-31' });
  });

  it('takes whole months for Monthly', () => {
    expect(payoutPeriodOf('Monthly', '2026-04-15')).toEqual({
      interval: 'Monthly',
      start: '2026-04-01',
      end: '2026-04-30',
    });
  });
});

describe('recentPayoutPeriods', () => {
  it('lists the periods that have ended, newest first, across a year', () => {
    expect(recentPayoutPeriods('10 Days', '2026-01-05', 3).map((period) => period.start)).toEqual([
      '2025-12-21',
      '2025-12-11',
      '2025-12-01',
    ]);
    expect(recentPayoutPeriods('Monthly', '2026-11-24', 2).map((period) => period.end)).toEqual([
      '2026-10-31',
      '2026-09-30',
    ]);
  });
});

describe('isPayoutPeriodStart', () => {
  it('accepts only the first day of a period', () => {
    expect(isPayoutPeriodStart('10 Days', '2026-10-11')).toBe(true);
    expect(isPayoutPeriodStart('Monthly', '2026-10-11')).toBe(false);
    expect(isPayoutPeriodStart('Monthly', '2026-13-01')).toBe(false);
    expect(isPayoutPeriodStart('Monthly', 'October')).toBe(false);
  });
});
