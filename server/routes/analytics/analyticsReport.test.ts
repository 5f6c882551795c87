import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../../contract/analytics/analyticsReport';
import { trafficDays, trafficHours, visits } from '../../db/schema/platformHistory';
import { accounts } from '../../db/schema/staff';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let viewer: ReturnType<typeof testClient>;

// A site no seed uses, so every figure below is exact.
const SITE = 987_651;
const day = (date: string, values: Partial<typeof trafficDays.$inferInsert>) => ({
  day: date,
  site: SITE,
  country: 'NL',
  ...values,
});

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  await app.db
    .insert(accounts)
    .values({
      username: 'analytics-viewer',
      email: 'analytics-viewer@wse.example',
      roles: ['VIEW_PAGE_PARTNER_STATISTICS'],
    })
    .onConflictDoNothing();
  viewer = testClient(app, await tokenFor(app, 'analytics-viewer'));
  await app.db.insert(trafficDays).values([
    day('2026-03-28', { visits: 10, signups: 2 }), // Saturday
    day('2026-03-29', { visits: 5, partner: 77, country: 'DE' }), // Sunday, the 23-hour day
    day('2026-03-30', { visits: 7, signups: 1 }), // Monday
    day('2026-03-30', { partner: 77, paymentType: 'clientppt', payments: 2, cents: 500 }),
    day('2026-03-30', { paymentType: 'clientppm', payments: 1, cents: 1000 }),
    day('2026-03-30', { chatKind: 'free', chats: 3, chatSeconds: 600 }),
    day('2026-04-02', { visits: 1 }), // Thursday
  ]);
  const hour = (at: string, count: number) => ({
    hour: new Date(at),
    site: SITE,
    country: 'NL',
    visits: count,
  });
  await app.db.insert(trafficHours).values([
    hour('2026-03-29T00:00:00Z', 1), // 01:00 winter time
    hour('2026-03-29T01:00:00Z', 2), // 03:00 summer time: 02:00 never happened
    hour('2026-10-25T00:00:00Z', 4), // the first 02:00 (summer time)
    hour('2026-10-25T01:00:00Z', 6), // the second 02:00 (winter time)
  ]);
  const visit = (at: string) => ({ at: new Date(at), site: SITE, country: 'BE' });
  await app.db
    .insert(visits)
    .values([
      visit('2026-11-10T10:00:05Z'),
      visit('2026-11-10T10:00:05.500Z'),
      visit('2026-11-10T10:00:59Z'),
      visit('2026-11-10T10:01:00Z'),
    ]);
});

const report = (body: Record<string, unknown>, api = admin) =>
  api.post<AnalyticsReport>('/api/analytics/report', { site: SITE, ...body });
const column = (answer: AnalyticsReport, figure: string) =>
  answer.rows.map((row) => [row.period, row.values[figure]]);

describe('POST /api/analytics/report', () => {
  it('counts visitors per Amsterdam calendar day, the empty days as zeros', async () => {
    const { status, body } = await report({ report: 'visitors', from: '2026-03-28', to: '2026-03-31' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      figures: ['visits'],
      withheld: [],
      unavailable: [],
      totals: { visits: 22 },
    });
    expect(column(body, 'visits')).toEqual([
      ['2026-03-28', 10],
      ['2026-03-29', 5],
      ['2026-03-30', 7],
      ['2026-03-31', 0],
    ]);
  });

  it('starts a week on Monday, and groups by month, year and day of the week', async () => {
    const period = { report: 'visitors', from: '2026-03-28', to: '2026-04-05' };
    const weeks = await report({ ...period, grouping: 'week' });
    expect(column(weeks.body, 'visits')).toEqual([
      ['2026-03-23', 15],
      ['2026-03-30', 8],
    ]);
    const months = await report({ ...period, grouping: 'month' });
    expect(column(months.body, 'visits')).toEqual([
      ['2026-03-01', 22],
      ['2026-04-01', 1],
    ]);
    const years = await report({ ...period, grouping: 'year' });
    expect(column(years.body, 'visits')).toEqual([['2026-01-01', 23]]);
    const weekdays = await report({ ...period, grouping: 'day' });
    expect(column(weekdays.body, 'visits')).toEqual([
      ['Monday', 7],
      ['Tuesday', 0],
      ['Wednesday', 0],
      ['Thursday', 1],
      ['Friday', 0],
      ['Saturday', 10],
      ['Sunday', 5],
    ]);
  });

  it('gives the 23 hours of the spring change and the 25 of the autumn one, each hour by its offset', async () => {
    const spring = await report({
      report: 'visitors',
      grouping: 'hour',
      from: '2026-03-29',
      to: '2026-03-29',
    });
    expect(spring.status).toBe(200);
    expect(spring.body.rows).toHaveLength(23);
    expect(column(spring.body, 'visits').slice(0, 3)).toEqual([
      ['2026-03-29T00:00:00+01:00', 0],
      ['2026-03-29T01:00:00+01:00', 1],
      ['2026-03-29T03:00:00+02:00', 2],
    ]);
    const autumn = await report({
      report: 'visitors',
      grouping: 'hour',
      from: '2026-10-25',
      to: '2026-10-25',
    });
    expect(autumn.body.rows).toHaveLength(25);
    expect(column(autumn.body, 'visits').slice(2, 4)).toEqual([
      ['2026-10-25T02:00:00+02:00', 4],
      ['2026-10-25T02:00:00+01:00', 6],
    ]);
    expect(autumn.body.rows.at(-1)?.period).toBe('2026-10-25T23:00:00+01:00');
  });

  it('counts raw visits by minute and second, the other figures unavailable there', async () => {
    const minutes = await report({
      report: 'signups',
      grouping: 'minute',
      from: '2026-11-10T11:00',
      to: '2026-11-10T11:03',
    });
    expect(minutes.body).toMatchObject({
      figures: ['visits'],
      unavailable: ['signups'],
      totals: { visits: 4 },
    });
    expect(column(minutes.body, 'visits')).toEqual([
      ['2026-11-10T11:00:00+01:00', 3],
      ['2026-11-10T11:01:00+01:00', 1],
      ['2026-11-10T11:02:00+01:00', 0],
    ]);
    const seconds = await report({
      report: 'visitors',
      grouping: 'second',
      from: '2026-11-10T11:00',
      to: '2026-11-10T11:01',
    });
    expect(seconds.body.rows).toHaveLength(60);
    expect(seconds.body.rows[5]).toEqual({ period: '2026-11-10T11:00:05+01:00', values: { visits: 2 } });
    expect(seconds.body.rows[59]?.values.visits).toBe(1);
  });

  it('reads new visits by date through the rollups, whether a day’s row is new or grows', async () => {
    const day = { report: 'visitors', from: '2026-11-10', to: '2026-11-10' };
    expect((await report(day)).body.totals).toEqual({ visits: 4 });
    await app.db.insert(visits).values({ at: new Date('2026-11-10T12:00:00Z'), site: SITE, country: 'BE' });
    expect((await report(day)).body.totals).toEqual({ visits: 5 });
    expect((await report({ ...day, country: 'BE' })).body.totals).toEqual({ visits: 5 });
    await app.db.delete(visits).where(eq(visits.at, new Date('2026-11-10T12:00:00Z')));
    expect((await report(day)).body.totals).toEqual({ visits: 4 });
  });

  it('answers every report type with its figures', async () => {
    const period = { from: '2026-03-30', to: '2026-03-30' };
    const expected = {
      visitors: { visits: 7 },
      signups: { visits: 7, signups: 1 },
      'affiliate-stats': { visits: 7, signups: 1, payments: 3, affiliateRevenue: 500 },
      'signups-overview': { signups: 1, chats: 3, chatSeconds: 600, payments: 3 },
      'financial-stats': { payments: 3, revenue: 1500, tips: 500, chats: 3, chatSeconds: 600 },
      revenue: { revenue: 1500, payments: 3, tips: 500 },
    };
    for (const [type, values] of Object.entries(expected)) {
      const { status, body } = await report({ report: type, ...period });
      expect(status).toBe(200);
      expect(body.figures).toEqual(Object.keys(values));
      expect(body.rows).toEqual([{ period: '2026-03-30', values }]);
    }
  });

  it('leaves out the figures the caller’s roles do not cover, rather than showing zero', async () => {
    const revenue = await report({ report: 'revenue', from: '2026-03-30', to: '2026-03-30' }, viewer);
    expect(revenue.status).toBe(200);
    expect(revenue.body).toMatchObject({
      figures: [],
      withheld: ['revenue', 'payments', 'tips'],
      rows: [{ period: '2026-03-30', values: {} }],
      totals: {},
    });
    const signups = await report({ report: 'signups', from: '2026-03-30', to: '2026-03-30' }, viewer);
    expect(signups.body).toMatchObject({ figures: ['visits'], withheld: ['signups'] });
    expect(signups.body.rows).toEqual([{ period: '2026-03-30', values: { visits: 7 } }]);
  });

  it('filters by partner and country, keeps to the fields asked for, and sets the previous period beside', async () => {
    const partner = await report({ report: 'visitors', from: '2026-03-28', to: '2026-03-30', partner: 77 });
    expect(partner.body.totals).toEqual({ visits: 5 });
    const country = await report({ report: 'visitors', from: '2026-03-28', to: '2026-03-30', country: 'nl' });
    expect(country.body.totals).toEqual({ visits: 17 });
    const fields = await report({
      report: 'revenue',
      from: '2026-03-30',
      to: '2026-03-30',
      fields: ['tips'],
    });
    expect(fields.body.rows).toEqual([{ period: '2026-03-30', values: { tips: 500 } }]);
    const compared = await report({
      report: 'visitors',
      from: '2026-03-30',
      to: '2026-03-31',
      compare: true,
    });
    expect(compared.body.previous).toEqual({
      from: '2026-03-28',
      to: '2026-03-29',
      rows: [
        { period: '2026-03-28', values: { visits: 10 } },
        { period: '2026-03-29', values: { visits: 5 } },
      ],
      totals: { visits: 15 },
    });
  });

  it('reads a country alone from its own rollup, over every site', async () => {
    // A country no seed uses, on another site of ours: only a report without a site filter sees it.
    await app.db.insert(trafficDays).values([
      { day: '2026-03-30', site: 987_659, country: 'QZ', visits: 9 },
      {
        day: '2026-03-30',
        site: 987_659,
        country: 'QZ',
        partner: 5,
        paymentType: 'clientppt',
        payments: 1,
        cents: 70,
      },
    ]);
    const { body } = await report({
      report: 'affiliate-stats',
      site: undefined,
      country: 'QZ',
      from: '2026-03-30',
      to: '2026-03-30',
    });
    expect(body.rows).toEqual([
      { period: '2026-03-30', values: { visits: 9, signups: 0, payments: 1, affiliateRevenue: 70 } },
    ]);
  });

  it('takes a preset for the period', async () => {
    const { status, body } = await report({ report: 'visitors', preset: 'this-year', grouping: 'month' });
    expect(status).toBe(200);
    expect(body.rows).toHaveLength(12);
  });

  it.each([
    [
      { report: 'visitors', grouping: 'minute', from: '2026-03-01', to: '2026-03-02' },
      {
        grouping:
          'The period has more than 1500 buckets by minute; choose a shorter period or a wider grouping',
      },
    ],
    [
      { report: 'visitors', from: '2024-01-01', to: '2026-03-02' },
      {
        grouping: 'The period has more than 400 buckets by date; choose a shorter period or a wider grouping',
      },
    ],
    [
      { report: 'visitors', from: '2026-03-01T10:00', to: '2026-03-02' },
      { from: 'Grouping by calendar days takes dates, not times' },
    ],
    [
      { report: 'visitors', from: '2026-03-02', to: '2026-03-01' },
      { to: 'The period ends before it starts' },
    ],
    [{ report: 'visitors' }, { from: 'Give from and to, or a preset' }],
  ])('refuses %j with a 400 naming the problem', async (body, fields) => {
    const answer = await report(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', fields });
  });
});
