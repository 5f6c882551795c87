import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('shows year-month-day hour:minute with leading zeros', () => {
    expect(formatDateTime('2024-03-05T08:07:59Z', 'UTC')).toBe('2024-03-05 08:07');
  });

  it('uses a 24-hour clock', () => {
    expect(formatDateTime(Date.UTC(2024, 11, 31, 23, 5), 'UTC')).toBe('2024-12-31 23:05');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 0, 0), 'UTC')).toBe('2024-01-01 00:00');
  });

  it('shows the moment in the requested zone', () => {
    expect(formatDateTime('2024-07-01T22:30:00Z', 'Europe/Amsterdam')).toBe('2024-07-02 00:30');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});
