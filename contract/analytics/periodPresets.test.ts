import { describe, expect, it } from 'vitest';
import { presetPeriod } from './periodPresets';

// Wednesday 15 May 2024, midday in Amsterdam.
const now = new Date('2024-05-15T10:00:00Z');

describe('presetPeriod', () => {
  it.each([
    ['today', '2024-05-15', '2024-05-15'],
    ['yesterday', '2024-05-14', '2024-05-14'],
    ['this-week', '2024-05-13', '2024-05-19'],
    ['last-week', '2024-05-06', '2024-05-12'],
    ['this-month', '2024-05-01', '2024-05-31'],
    ['last-month', '2024-04-01', '2024-04-30'],
    ['this-year', '2024-01-01', '2024-12-31'],
    ['last-year', '2023-01-01', '2023-12-31'],
  ] as const)('%s covers %s to %s', (preset, from, to) => {
    expect(presetPeriod(preset, now)).toEqual({ from, to });
  });

  it('starts the week on Monday when today is Sunday', () => {
    expect(presetPeriod('this-week', new Date('2024-05-19T10:00:00Z'))).toEqual({
      from: '2024-05-13',
      to: '2024-05-19',
    });
  });

  it('counts days in Amsterdam, not UTC', () => {
    // 23:30 UTC on Sunday 31 March is already Monday 1 April in Amsterdam.
    expect(presetPeriod('today', new Date('2024-03-31T23:30:00Z'))).toEqual({
      from: '2024-04-01',
      to: '2024-04-01',
    });
    expect(presetPeriod('last-month', new Date('2024-03-31T23:30:00Z')).from).toBe('2024-03-01');
  });

  it('crosses a year boundary for last month in January', () => {
    expect(presetPeriod('last-month', new Date('2024-01-10T10:00:00Z'))).toEqual({
      from: '2023-12-01',
      to: '2023-12-31',
    });
  });
});
