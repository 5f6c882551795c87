import { afterEach, describe, expect, it } from 'vitest';
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

describe('formatDateTime in the runtime zone', () => {
  const runtimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = runtimeZone;
  });

  it.each(['Europe/Amsterdam', 'America/New_York', 'Asia/Kolkata'])(
    'shows what Intl shows for %s',
    (zone) => {
      process.env.TZ = zone;
      for (const moment of ['2024-03-05T08:07:59Z', '2024-07-01T22:30:00Z', '2024-10-27T01:30:00Z']) {
        expect(formatDateTime(moment)).toBe(formatDateTime(moment, zone));
      }
    },
  );
});
