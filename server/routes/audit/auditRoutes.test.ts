import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
});

type Entry = {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  changes: Record<string, unknown>;
};
type History = { data: Entry[]; total: number };

describe('GET /audit', () => {
  it('lists a record’s history, newest first, with before/after of non-secret fields', async () => {
    const { body } = await admin.post<{ data: { id: number } }>('/api/login/account', {
      username: 'jane',
      email: 'jane@wse.example',
    });
    const id = body.data.id;
    await admin.put('/api/login/account', { id, version: 1, email: 'jane@new.example' });
    await admin.put(`/api/account/${id}/roles`, { roles: ['VIEW_KICK_LOG'] });
    await testClient(app).post('/api/forgot-password', { username: 'jane' });

    // Forgot-password does its work after its answer (so its timing tells nothing): wait for the entry.
    const read = () => admin.get<History>('/api/audit', { filter: { target: `account:${id}` } });
    await vi.waitFor(async () => expect((await read()).body.total).toBe(4), { timeout: 10_000 });
    const history = await read();
    expect(history.body.data.map((entry) => entry.action)).toEqual([
      'account.reset-requested',
      'account.roles',
      'account.update',
      'account.create',
    ]);
    const [reset, roles, update, create] = history.body.data;
    expect(reset?.actor).toBe('anonymous');
    expect(roles).toMatchObject({
      actor: 'admin',
      changes: { roles: { before: [], after: ['VIEW_KICK_LOG'] } },
    });
    expect(update?.changes).toEqual({ email: { before: 'jane@wse.example', after: 'jane@new.example' } });
    expect(create?.changes.username).toEqual({ before: null, after: 'jane' });
    expect(JSON.stringify(history.body)).not.toMatch(/passwordHash|totpSecret|tokenVersion/);
  });

  it('shows the calls of one save (the same Save-Id) as one entry, paged by saves', async () => {
    const token = await tokenFor(app, 'admin');
    const { body } = await admin.post<{ data: { id: number } }>('/api/login/account', {
      username: 'lena',
      email: 'lena@wse.example',
    });
    const id = body.data.id;
    const save = testClient(app, token, { 'save-id': 'c0ffee00-1111-4222-8333-444455556666' });
    await save.put('/api/login/account', { id, version: 1, email: 'lena@new.example' });
    await save.put(`/api/account/${id}/roles`, { roles: ['VIEW_KICK_LOG'] });
    await save.put(`/api/account/${id}/groups`, { groups: [1] });
    await testClient(app, token, { 'save-id': 'not a save id!' }).put(`/api/account/${id}/roles`, {
      roles: [],
    });
    await testClient(app).post('/api/forgot-password', { username: 'lena' });

    const target = { target: `account:${id}` };
    const read = () => admin.get<History>('/api/audit', { filter: target, perPage: 2 });
    await vi.waitFor(async () => expect((await read()).body.total).toBe(4), { timeout: 10_000 });
    const history = await read();
    expect(history.body.data.map((entry) => entry.action)).toEqual([
      'account.reset-requested',
      'account.roles',
    ]);
    const older = await admin.get<History>('/api/audit', { filter: target, perPage: 2, page: 2 });
    const [saved, created] = older.body.data;
    expect(saved).toMatchObject({ actor: 'admin', action: 'account.update' });
    expect(saved?.changes).toEqual({
      email: { before: 'lena@wse.example', after: 'lena@new.example' },
      roles: { before: [], after: ['VIEW_KICK_LOG'] },
      groups: { before: [], after: [1] },
    });
    expect(created?.action).toBe('account.create');
  });

  it('writes entries for group changes too, readable with VIEW_GROUPS', async () => {
    const { body } = await admin.post<{ data: { id: number } }>('/api/groups', { name: 'Audited' });
    await admin.put(`/api/group/${body.data.id}/roles`, { roles: ['VIEW_STREAMS'] });
    const history = await admin.get<History>('/api/audit', { filter: { target: `group:${body.data.id}` } });
    expect(history.body.data.map((entry) => entry.action)).toEqual(['group.roles', 'group.create']);
  });

  it('needs the right to view the audited kind of record', async () => {
    const support = testClient(app, await tokenFor(app, 'support'));
    expect((await support.get('/api/audit', { filter: { target: 'account:1' } })).status).toBe(403);
    const groupsOnly = await admin.post<{ data: { id: number } }>('/api/login/account', {
      username: 'kim',
      email: 'kim@wse.example',
      roles: ['VIEW_GROUPS'],
    });
    expect(groupsOnly.status).toBe(200);
    const asKim = testClient(app, await tokenFor(app, 'kim'));
    expect((await asKim.get('/api/audit', { filter: { target: 'account:1' } })).status).toBe(403);
    expect((await asKim.get('/api/audit', { filter: { target: 'group:1' } })).status).toBe(200);
  });

  it('leaves out of the history what the record hides from the reader (an open record’s money)', async () => {
    const norole = testClient(app, await tokenFor(app, 'norole'));
    const offer = await admin.post<{ id: number }>('/api/partners/offers', {
      partner: 1,
      site: 1,
      kind: 'cpa',
      cpaAmount: 4321,
      validFrom: '2026-12-01',
    });
    const [tariff] = (await admin.get<{ id: number; version: number }[]>('/api/tariffs', { range: [0, 0] }))
      .body;
    await admin.put(`/api/tariffs/${tariff!.id}`, {
      version: tariff!.version,
      name: 'Audited tariff',
      prices: { vip: 777 },
    });
    const changesOf = async (client: typeof admin, target: string) =>
      (await client.get<History>('/api/audit', { filter: { target } })).body.data[0]?.changes;

    const offerSeen = await changesOf(norole, `partnerOffer:${offer.body.id}`);
    expect(offerSeen).toHaveProperty('kind');
    expect(offerSeen).not.toHaveProperty('cpaAmount');
    expect(await changesOf(admin, `partnerOffer:${offer.body.id}`)).toHaveProperty('cpaAmount');
    const tariffSeen = await changesOf(norole, `tariffGroup:${tariff!.id}`);
    expect(tariffSeen).toHaveProperty('name');
    expect(tariffSeen).not.toHaveProperty(['prices.vip']);
    expect(await changesOf(admin, `tariffGroup:${tariff!.id}`)).toHaveProperty(['prices.vip']);
  });

  it('requires a target filter', async () => {
    const response = await admin.get('/api/audit');
    expect(response.body).toMatchObject({ code: 'VALIDATION', fields: { filter: 'Required' } });
  });
});
