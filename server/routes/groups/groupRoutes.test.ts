import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
});

/** A group as the engine answers it. */
type GroupRecord = {
  id: number;
  name: string;
  description: string;
  roles: string[];
  accounts: number[];
  createdAt: string;
  version: number;
};
type One = { data: GroupRecord };
type Page = { data: GroupRecord[]; total: number };

const accountId = async (username: string) =>
  (await admin.get<{ data: { id: number }[] }>('/api/login/accounts', { filter: { q: username } })).body
    .data[0]?.id as number;

describe('groups', () => {
  it('lists the seeded groups sorted by name, and filters by name', async () => {
    const { body } = await admin.get<Page>('/api/groups');
    const names = body.data.map((group) => group.name);
    expect(names).toEqual(['Account managers', 'Finance', 'Support', 'Tech']);
    expect(body.total).toBe(4);
    const filtered = await admin.get<Page>('/api/groups', { filter: { q: 'fin' } });
    expect(filtered.body.data.map((group) => group.name)).toEqual(['Finance']);
    const byIds = await admin.get<Page>('/api/groups', { filter: { id: [body.data[0]?.id] } });
    expect(byIds.body.data).toHaveLength(1);
  });

  it('creates, renames at the right version, and refuses a stale version with 409', async () => {
    const created = (
      await admin.post<One>('/api/groups', { name: 'Night shift', description: 'After 22:00' })
    ).body.data;
    expect(created).toMatchObject({
      name: 'Night shift',
      description: 'After 22:00',
      roles: [],
      accounts: [],
      version: 1,
    });
    const renamed = await admin.put<One>('/api/groups', { id: created.id, version: 1, name: 'Late shift' });
    expect(renamed.body.data).toMatchObject({ name: 'Late shift', version: 2 });
    const stale = await admin.put('/api/groups', { id: created.id, version: 1, description: 'x' });
    expect(stale).toMatchObject({ status: 409, body: { code: 'CONFLICT', current: { name: 'Late shift' } } });
    const duplicate = await admin.post('/api/groups', { name: 'late SHIFT' });
    expect(duplicate.body).toMatchObject({ code: 'VALIDATION', fields: { name: expect.any(String) } });
  });

  it('gives members the group’s roles, and takes them away when the group goes', async () => {
    const group = (await admin.post<One>('/api/groups', { name: 'Bonus desk' })).body.data;
    const support = await accountId('support');
    const changed: number[] = [];
    app.events.on('roles-changed', (id) => changed.push(id));
    await admin.put(`/api/group/${group.id}/accounts`, { accounts: [support] });
    expect((await admin.get(`/api/group/${group.id}/accounts`)).body).toEqual({ accounts: [support] });
    await admin.put(`/api/group/${group.id}/roles`, { roles: ['MODEL_BONUS'] });
    expect((await admin.get(`/api/group/${group.id}/roles`)).body).toEqual({ roles: ['MODEL_BONUS'] });
    let roles = (await testClient(app, await tokenFor(app, 'support')).get('/api/account')).body.roles;
    expect(roles).toContain('MODEL_BONUS');
    expect((await admin.delete(`/api/group/${group.id}`)).status).toBe(200);
    roles = (await testClient(app, await tokenFor(app, 'support')).get('/api/account')).body.roles;
    expect(roles).not.toContain('MODEL_BONUS');
    expect(changed).toEqual([support, support, support]);
  });

  it('ends the members’ sessions when the group’s roles change', async () => {
    const group = (await admin.post<One>('/api/groups', { name: 'Media desk' })).body.data;
    await admin.put(`/api/group/${group.id}/accounts`, { accounts: [await accountId('support')] });
    const token = await tokenFor(app, 'support');
    await admin.put(`/api/group/${group.id}/roles`, { roles: ['MODERATE_SNAPSHOTS'] });
    expect((await testClient(app, token).get('/api/account')).status).toBe(401);
  });

  it('lets nobody add members to a group whose roles they do not hold', async () => {
    const finance = (await admin.get<Page>('/api/groups', { filter: { q: 'Finance' } })).body
      .data[0] as GroupRecord;
    await admin.post('/api/login/account', {
      username: 'ivy',
      email: 'ivy@wse.example',
      roles: ['ASSIGN_GROUPS'],
    });
    const asIvy = testClient(app, await tokenFor(app, 'ivy'));
    const refused = await asIvy.put(`/api/group/${finance.id}/accounts`, {
      accounts: [await accountId('support')],
    });
    expect(refused.status).toBe(403);
    expect((await admin.get(`/api/group/${finance.id}/accounts`)).body).toEqual({ accounts: [] });
  });

  it('answers an unknown group with a 404 naming it', async () => {
    const missing = { status: 404, body: { message: 'Group 999999 does not exist.' } };
    expect(await admin.get('/api/group/999999/roles')).toMatchObject(missing);
    expect(await admin.get('/api/group/999999/accounts')).toMatchObject(missing);
    expect(await admin.put('/api/group/999999/roles', { roles: [] })).toMatchObject(missing);
    expect(await admin.put('/api/group/999999/accounts', { accounts: [] })).toMatchObject(missing);
  });

  it('names unknown members in a 400', async () => {
    const group = (await admin.post<One>('/api/groups', { name: 'Ghosts' })).body.data;
    const response = await admin.put(`/api/group/${group.id}/accounts`, { accounts: [999999] });
    expect(response.body).toMatchObject({
      code: 'VALIDATION',
      fields: { accounts: 'Unknown account: 999999' },
    });
  });
});
