import { describe, expect, it } from 'vitest';
import { amsterdamClock } from './amsterdamClock';
import { amsterdamInstant } from './amsterdamInstant';
import { analyticsRequest } from './analyticsRequest';
import { presetPeriod } from './periodPresets';
import { reportFiguresFor } from './reportFiguresFor';

const problems = (input: object) => {
  const result = analyticsRequest.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('reportFiguresFor', () => {
  it('withholds the figures whose role the caller lacks, in the report’s order', () => {
    expect(reportFiguresFor('affiliate-stats', ['VIEW_PAGE_PARTNER_STATISTICS'])).toEqual({
      present: ['visits'],
      withheld: ['signups', 'payments', 'affiliateRevenue'],
    });
    expect(reportFiguresFor('revenue', ['REVENUE_BASIC'])).toEqual({
      present: ['revenue', 'payments'],
      withheld: ['tips'],
    });
  });

  it('keeps to the fields asked for', () => {
    expect(reportFiguresFor('signups', ['MEMBER_BASE'], ['signups', 'tips'])).toEqual({
      present: ['signups'],
      withheld: [],
    });
  });
});

describe('Amsterdam clock', () => {
  it('reads both 02:00 hours of the autumn change apart by their offset', () => {
    expect(amsterdamClock(Date.parse('2026-10-25T00:30:00Z'))).toEqual({
      date: '2026-10-25',
      time: '02:30:00',
      offset: 120,
    });
    expect(amsterdamClock(Date.parse('2026-10-25T01:30:00Z')).offset).toBe(60);
  });

  it('finds the moment of a wall-clock time, DST days included', () => {
    expect(amsterdamInstant('2026-03-29')).toBe(Date.parse('2026-03-28T23:00:00Z'));
    expect(amsterdamInstant('2026-03-30')).toBe(Date.parse('2026-03-29T22:00:00Z'));
    expect(amsterdamInstant('2026-10-25T02:30')).toBe(Date.parse('2026-10-25T00:30:00Z'));
    expect(amsterdamInstant('2026-10-25T03:00')).toBe(Date.parse('2026-10-25T02:00:00Z'));
    expect(amsterdamInstant('2026-03-29T02:30')).toBe(Date.parse('2026-03-29T01:30:00Z'));
  });
});

describe('presetPeriod', () => {
  it('starts weeks on Monday in Amsterdam, even when it is still Sunday in UTC', () => {
    // Sunday 22:30 UTC is Monday 00:30 in Amsterdam (summer time).
    expect(presetPeriod('this-week', new Date('2026-06-14T22:30:00Z'))).toEqual({
      from: '2026-06-15',
      to: '2026-06-21',
    });
    expect(presetPeriod('last-month', new Date('2026-01-10T12:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});

describe('analyticsRequest', () => {
  it('takes a preset or from and to, and defaults the grouping to calendar days', () => {
    expect(analyticsRequest.parse({ report: 'visitors', preset: 'today' })).toMatchObject({
      grouping: 'date',
      compare: false,
    });
    expect(problems({ report: 'visitors' })).toEqual({ from: 'Give from and to, or a preset' });
    expect(problems({ report: 'visitors', preset: 'today', from: '2026-01-01' })).toEqual({
      preset: 'Give either a preset or from and to, not both',
    });
  });

  it('refuses a period that ends before it starts, and times by calendar days', () => {
    expect(problems({ report: 'visitors', from: '2026-01-02', to: '2026-01-01' })).toEqual({
      to: 'The period ends before it starts',
    });
    expect(
      problems({ report: 'visitors', grouping: 'minute', from: '2026-01-02', to: '2026-01-02T00:00' }),
    ).toEqual({ to: 'The period ends before it starts' });
    expect(
      problems({ report: 'visitors', grouping: 'minute', from: '2026-01-02', to: '2026-01-02T00:01' }),
    ).toEqual({});
    expect(problems({ report: 'visitors', from: '2026-01-02T10:00', to: '2026-01-03' })).toEqual({
      from: 'Grouping by calendar days takes dates, not times',
    });
  });

  it('upper-cases the country and refuses unknown reports and figures', () => {
    expect(analyticsRequest.parse({ report: 'signups', preset: 'today', country: 'nl' }).country).toBe('NL');
    expect(Object.keys(problems({ report: 'nope', preset: 'today', fields: ['bogus'] }))).toEqual([
      'report',
      'fields.0',
    ]);
  });
});
