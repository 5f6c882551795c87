import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsConfig } from '../../../contract/analytics/analyticsConfig';
import { accounts } from '../../db/schema/staff';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let alice: ReturnType<typeof testClient>;
let bob: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  for (const username of ['config-alice', 'config-bob'])
    await app.db
      .insert(accounts)
      .values({ username, email: `${username}@wse.example`, roles: ['VIEW_PAGE_PARTNER_STATISTICS'] })
      .onConflictDoNothing();
  alice = testClient(app, await tokenFor(app, 'config-alice'));
  bob = testClient(app, await tokenFor(app, 'config-bob'));
});

const weekly = {
  report: 'signups',
  grouping: 'week',
  preset: 'last-month',
  country: 'NL',
  fields: ['signups'],
};

describe('/api/config/analytics', () => {
  it('keeps each account’s configurations its own: listed, changed and deleted by it alone', async () => {
    const created = await alice.post<AnalyticsConfig>('/api/config/analytics', {
      name: 'NL signups',
      settings: weekly,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ name: 'NL signups', settings: { ...weekly, compare: false } });
    const { id } = created.body;

    expect((await alice.get('/api/config/analytics')).body).toMatchObject({
      data: [{ id, name: 'NL signups' }],
    });
    expect((await bob.get('/api/config/analytics')).body).toEqual({ data: [] });

    const changed = { name: 'NL visitors', settings: { report: 'visitors', grouping: 'date' } };
    expect((await bob.put(`/api/config/analytics/${id}`, changed)).status).toBe(404);
    expect((await bob.delete(`/api/config/analytics/${id}`)).status).toBe(404);

    const updated = await alice.put<AnalyticsConfig>(`/api/config/analytics/${id}`, changed);
    expect(updated.body).toMatchObject({ id, name: 'NL visitors', settings: { report: 'visitors' } });
    expect(updated.body.settings).not.toHaveProperty('country');

    expect((await alice.delete(`/api/config/analytics/${id}`)).body).toEqual({ ok: true });
    expect((await alice.get('/api/config/analytics')).body).toEqual({ data: [] });
  });

  it('refuses settings no report could run, naming the field', async () => {
    const { status, body } = await alice.post('/api/config/analytics', {
      name: 'Broken',
      settings: { report: 'visitors', grouping: 'fortnight' },
    });
    expect(status).toBe(400);
    expect(Object.keys((body as { fields: object }).fields)).toEqual(['settings.grouping']);
    const halfPeriod = await alice.post('/api/config/analytics', {
      name: 'Broken',
      settings: { report: 'visitors', from: '2026-01-01' },
    });
    expect(halfPeriod.status).toBe(400);
    expect(halfPeriod.body).toMatchObject({ fields: { 'settings.to': 'Give from and to, or a preset' } });
  });
});
