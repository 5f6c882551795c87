import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../../contract/analytics/analyticsReport';
import type { SignupsToday } from '../../../contract/dashboard/dashboardModuleData';
import type { CacheEntriesResponse, CachePurgeResponse } from '../../../contract/tech/cacheApi';
import { members } from '../../db/schema/platformUsers';
import { trafficDays } from '../../db/schema/platformHistory';
import { buildTestApp, testClient, tokenFor } from '../../test/testApp';

// The shared test app reads through (CACHE_TTL_SECONDS=0 in test mode); this one caches as a deployed server does.
let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let support: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await buildTestApp({ CACHE_TTL_SECONDS: '60' });
  admin = testClient(app, await tokenFor(app, 'admin'));
  support = testClient(app, await tokenFor(app, 'support'));
});
afterAll(() => app?.close());

const keys = async (prefix: string) =>
  (await admin.get<CacheEntriesResponse>('/api/wse/cache/entries', { filter: { prefix } })).body.data.map(
    (e) => e.key,
  );
const purge = (prefix: string) =>
  admin.post<CachePurgeResponse>('/api/wse/cache/purge', { prefix, preview: false });

describe('reads through the cache', () => {
  it('an analytics report is read once, answered from the cache, and read again after a purge', async () => {
    const request = { report: 'visitors', country: 'QZ', from: '2026-03-30', to: '2026-03-30' };
    const first = await admin.post<AnalyticsReport>('/api/analytics/report', request);
    expect(first.status).toBe(200);
    expect(first.body.totals).toEqual({ visits: 0 });
    const cached = await keys('analytics:report:visitors:');
    expect(cached).toHaveLength(1);

    await app.db.insert(trafficDays).values({ day: '2026-03-30', site: 987_660, country: 'QZ', visits: 9 });
    expect((await admin.post<AnalyticsReport>('/api/analytics/report', request)).body.totals).toEqual({
      visits: 0,
    });
    // The same request by GET is the same normalized request: it finds the same entry.
    expect((await admin.get<AnalyticsReport>('/api/analytics/query', request)).body.totals).toEqual({
      visits: 0,
    });

    expect((await purge('analytics:')).body.purged).toBe(1);
    expect(await keys('analytics:')).toEqual([]);
    expect((await admin.post<AnalyticsReport>('/api/analytics/report', request)).body.totals).toEqual({
      visits: 9,
    });
  });

  it('callers whose roles withhold different figures get entries of their own', async () => {
    const request = { report: 'revenue', from: '2026-03-01', to: '2026-03-02' };
    const full = await admin.post<AnalyticsReport>('/api/analytics/report', request);
    const partial = await support.post<AnalyticsReport>('/api/analytics/report', request);
    expect(full.status).toBe(200);
    if (partial.status !== 200) return expect(partial.status).toBe(403);
    expect(partial.body.withheld).not.toEqual(full.body.withheld);
    expect(await keys('analytics:report:revenue:')).toHaveLength(2);
  });

  it('signups today come from the cache until the dashboard entries are purged', async () => {
    const first = await admin.get<SignupsToday>('/api/dashboard/signups-today');
    expect(await keys('dashboard:')).toEqual([`dashboard:signups-today:${first.body.day}`]);
    const [member] = await app.db.select().from(members).limit(1);
    const { id: _id, ...rest } = member!;
    await app.db
      .insert(members)
      .values({ ...rest, username: 'cache-new', email: 'cache-new@example.com', createdAt: new Date() });
    expect((await admin.get<SignupsToday>('/api/dashboard/signups-today')).body.count).toBe(first.body.count);
    const preview = await admin.post<CachePurgeResponse>('/api/wse/cache/purge', {
      prefix: 'dashboard:',
      preview: true,
    });
    expect(preview.body).toMatchObject({ matched: 1, keys: [`dashboard:signups-today:${first.body.day}`] });
    await purge('dashboard:');
    expect((await admin.get<SignupsToday>('/api/dashboard/signups-today')).body.count).toBe(
      first.body.count + 1,
    );
  });
});
