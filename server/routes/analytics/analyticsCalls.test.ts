import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AggregateAnswer } from '../../../contract/analytics/aggregateAnswer';
import type { AnalyticsReport } from '../../../contract/analytics/analyticsReport';
import { trafficDays, visits } from '../../db/schema/platformHistory';
import { accounts } from '../../db/schema/staff';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let viewer: ReturnType<typeof testClient>;

// A site no seed uses (nor analyticsReport.test.ts), so every figure below is exact.
const SITE = 987_652;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  await app.db
    .insert(accounts)
    .values({
      username: 'analytics-calls',
      email: 'analytics-calls@wse.example',
      roles: ['VIEW_ANALYTICS_ALL'],
    })
    .onConflictDoNothing();
  viewer = testClient(app, await tokenFor(app, 'analytics-calls'));
  const row = (day: string, values: Partial<typeof trafficDays.$inferInsert>) => ({
    day,
    site: SITE,
    country: 'NL',
    ...values,
  });
  await app.db
    .insert(trafficDays)
    .values([
      row('2031-05-01', { visits: 4, signups: 1 }),
      row('2031-05-01', { partner: 41, visits: 2, signups: 1 }),
      row('2031-05-02', { partner: 42, country: 'DE', visits: 3 }),
      row('2031-05-02', { partner: 42, country: 'DE', paymentType: 'clientppm', payments: 1, cents: 900 }),
      row('2031-05-09', { partner: 43, country: 'FR', visits: 8 }),
    ]);
  const visit = (at: string, country: string) => ({
    at: new Date(at),
    site: SITE,
    country,
    partnerCode: 'abc',
  });
  await app.db
    .insert(visits)
    .values([
      visit('2031-06-01T08:00:00Z', 'NL'),
      visit('2031-06-01T09:00:00Z', 'DE'),
      visit('2031-06-01T10:00:00Z', 'NL'),
    ]);
});

const period = { site: SITE, from: '2031-05-01', to: '2031-05-07' };

describe('the analytics calls beside the report', () => {
  it('totals a report per partner, direct traffic first, and withholds what the roles do not cover', async () => {
    const { status, body } = await admin.post<AggregateAnswer>('/api/analytics/aggregate', {
      ...period,
      report: 'affiliate-stats',
      by: 'partner',
    });
    expect(status).toBe(200);
    expect(body.rows).toEqual([
      { value: null, values: { visits: 4, signups: 1, payments: 0, affiliateRevenue: 0 } },
      { value: 41, values: { visits: 2, signups: 1, payments: 0, affiliateRevenue: 0 } },
      { value: 42, values: { visits: 3, signups: 0, payments: 1, affiliateRevenue: 900 } },
    ]);
    expect(body.totals).toEqual({ visits: 9, signups: 2, payments: 1, affiliateRevenue: 900 });
    const limited = await viewer.post<AggregateAnswer>('/api/analytics/aggregate', {
      ...period,
      report: 'signups',
      by: 'country',
    });
    expect(limited.body).toMatchObject({
      figures: ['visits'],
      withheld: ['signups'],
      rows: [
        { value: 'DE', values: { visits: 3 } },
        { value: 'NL', values: { visits: 6 } },
      ],
    });
  });

  it('lists the values of a dimension with traffic in the period', async () => {
    const partners = await viewer.get('/api/analytics/distinct', { ...period, dimension: 'partner' });
    expect(partners.body).toEqual({ dimension: 'partner', values: [null, 41, 42] });
    const countries = await viewer.get('/api/analytics/distinct', {
      ...period,
      to: '2031-05-31',
      dimension: 'country',
    });
    expect(countries.body).toEqual({ dimension: 'country', values: ['DE', 'FR', 'NL'] });
  });

  it('answers the report as a query string', async () => {
    const { status, body } = await admin.get<AnalyticsReport>('/api/analytics/query', {
      ...period,
      report: 'revenue',
      grouping: 'week',
      fields: 'revenue,tips',
      compare: 'true',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      figures: ['revenue', 'tips'],
      rows: [
        { period: '2031-04-28', values: { revenue: 900, tips: 0 } },
        { period: '2031-05-05', values: { revenue: 0, tips: 0 } },
      ],
      previous: { from: '2031-04-24', to: '2031-04-30' },
    });
  });

  it('finds the raw visits of a period, newest first, with more when the limit cut it', async () => {
    const { status, body } = await viewer.get('/api/analytics/find', {
      site: SITE,
      from: '2031-06-01T11:00', // 09:00 UTC (summer time)
      to: '2031-06-01T13:00',
      limit: 1,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: [
        { at: '2031-06-01T10:00:00.000Z', site: SITE, partner: null, partnerCode: 'abc', country: 'NL' },
      ],
      more: true,
    });
    const dutch = await viewer.get('/api/analytics/find', {
      site: SITE,
      from: '2031-06-01',
      to: '2031-06-01',
      country: 'NL',
    });
    expect(dutch.body).toMatchObject({ more: false });
    expect((dutch.body.data as unknown[]).length).toBe(2);
  });

  it('refuses a period of times where calendar days are grouped', async () => {
    const { status, body } = await admin.post('/api/analytics/aggregate', {
      report: 'visitors',
      by: 'site',
      from: '2031-05-01T10:00',
      to: '2031-05-02',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ fields: { from: 'Grouping by calendar days takes dates, not times' } });
  });
});
