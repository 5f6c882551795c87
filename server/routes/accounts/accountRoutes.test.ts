import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
});

/** An account as the engine answers it. */
type AccountRecord = {
  id: number;
  username: string;
  email: string;
  roles: string[];
  groups: number[];
  disabled: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
};
type One = { data: AccountRecord };
type Page = { data: AccountRecord[]; total: number };

async function create(username: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await admin.post<One>('/api/login/account', {
    username,
    email: `${username}@wse.example`,
    ...extra,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe('accounts', () => {
  it('creates an account without exposing any secret', async () => {
    const created = await create('anna', { roles: ['VIEW_KICK_LOG', 'SEARCH_MEMBER'] });
    expect(created).toMatchObject({
      username: 'anna',
      email: 'anna@wse.example',
      roles: ['SEARCH_MEMBER', 'VIEW_KICK_LOG'],
      groups: [],
      twoFactorEnabled: false,
      version: 1,
    });
    expect(Object.keys(created).join()).not.toMatch(/password|secret|tokenVersion/i);
    expect((await admin.get<One>(`/api/login/account/${created.id}`)).body.data).toEqual(created);
  });

  it('refuses a taken username or email, naming the field', async () => {
    await create('bert');
    const clash = await admin.post('/api/login/account', { username: 'BERT', email: 'other@wse.example' });
    expect(clash.body).toMatchObject({ code: 'VALIDATION', fields: { username: 'This username is taken' } });
  });

  it('lists with paging, sorting and filters by text, role and group', async () => {
    await create('carl', { roles: ['MODEL_BONUS'] });
    const page = await admin.get<Page>('/api/login/accounts', {
      page: 1,
      perPage: 2,
      sort: 'username',
      order: 'DESC',
    });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(5);
    const names = page.body.data.map((account) => account.username);
    expect(names).toEqual([...names].sort().reverse());
    const byText = await admin.get<Page>('/api/login/accounts', { filter: { q: 'CAR' } });
    expect(byText.body.data.map((account) => account.username)).toEqual(['carl']);
    const byRole = await admin.get<Page>('/api/login/accounts', { filter: { role: 'MODEL_BONUS' } });
    expect(byRole.body.data.map((account) => account.username).sort()).toEqual(['admin', 'carl']);
    const groups = await admin.get<{ data: { id: number; name: string }[] }>('/api/groups');
    const supportGroup = groups.body.data.find((group) => group.name === 'Support');
    const byGroup = await admin.get<Page>('/api/login/accounts', { filter: { group: supportGroup?.id } });
    expect(byGroup.body.data.map((account) => account.username)).toEqual(['support']);
    const viaGroupRole = await admin.get<Page>('/api/login/accounts', { filter: { role: 'VIEW_LIVE_CAMS' } });
    expect(viaGroupRole.body.data.map((account) => account.username)).toContain('support');
  });

  it('updates at the right version and answers a stale one with 409 and the stored record', async () => {
    const dora = await create('dora');
    const first = await admin.put<One>('/api/login/account', {
      id: dora.id,
      version: 1,
      email: 'dora@new.example',
    });
    expect(first.body.data).toMatchObject({ email: 'dora@new.example', version: 2 });
    const stale = await admin.put('/api/login/account', {
      id: dora.id,
      version: 1,
      email: 'dora@old.example',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      current: { email: 'dora@new.example', version: 2 },
    });
  });

  it('tells realtime the account vanished when it is disabled, once', async () => {
    const kurt = await create('kurt');
    const seen: number[] = [];
    app.events.on('account-vanished', (id) => seen.push(id));
    const save = async (version: number, disabled: boolean) => {
      const { status, body } = await admin.put<One>('/api/login/account', { id: kurt.id, version, disabled });
      expect(status).toBe(200);
      return body.data;
    };
    const disabled = await save(kurt.version, true);
    expect(disabled.disabled).toBe(true);
    expect(seen.filter((id) => id === kurt.id)).toHaveLength(1);
    const again = await save(disabled.version, true);
    await save(again.version, false);
    expect(seen.filter((id) => id === kurt.id)).toHaveLength(1);
  });

  it('deletes an account, but never one’s own', async () => {
    const emil = await create('emil');
    const seen: number[] = [];
    app.events.on('account-vanished', (id) => seen.push(id));
    expect((await admin.delete(`/api/account/${emil.id}`)).status).toBe(200);
    expect((await admin.get(`/api/login/account/${emil.id}`)).status).toBe(404);
    expect(seen).toContain(emil.id);
    const self = (await admin.get<{ account: { id: number } }>('/api/account')).body.account.id;
    const refusal = { code: 'VALIDATION', fields: { id: 'You cannot delete your own account.' } };
    expect((await admin.delete(`/api/account/${self}`)).body).toMatchObject(refusal);
    const fritz = await create('fritz');
    const both = await admin.delete('/api/login/accounts', { filter: { id: [fritz.id, self] } });
    expect(both.body).toMatchObject(refusal);
    expect((await admin.get(`/api/login/account/${fritz.id}`)).status).toBe(200);
  });

  it('keeps preferences per signed-in account', async () => {
    const support = testClient(app, await tokenFor(app, 'support'));
    expect((await support.get('/api/account/preferences')).body).toEqual({ preferences: {} });
    await support.put('/api/account/preferences', { preferences: { grid: [{ i: 'a', w: 2 }] } });
    expect((await support.get('/api/account/preferences')).body).toEqual({
      preferences: { grid: [{ i: 'a', w: 2 }] },
    });
    expect((await admin.get('/api/account/preferences')).body).toEqual({ preferences: {} });
  });
});

describe('roles and groups of an account', () => {
  it('computes effective roles as own plus groups’, and tells realtime when they change', async () => {
    const fred = await create('fred', { roles: ['VIEW_STUDIOS'] });
    const { body: group } = await admin.post<{ data: { id: number } }>('/api/groups', {
      name: 'Streams team',
    });
    await admin.put(`/api/group/${group.data.id}/roles`, { roles: ['VIEW_STREAMS'] });
    const changed: number[] = [];
    app.events.on('roles-changed', (id) => changed.push(id));
    expect((await admin.put(`/api/account/${fred.id}/groups`, { groups: [group.data.id] })).body).toEqual({
      groups: [group.data.id],
    });
    expect(changed).toEqual([fred.id]);
    const asFred = testClient(app, await tokenFor(app, 'fred'));
    expect((await asFred.get('/api/account')).body.roles).toEqual(['VIEW_STREAMS', 'VIEW_STUDIOS']);
    expect((await admin.get(`/api/account/${fred.id}/roles`)).body).toEqual({ roles: ['VIEW_STUDIOS'] });
    const { body: record } = await admin.get<One & { data: { effectiveRoles: unknown } }>(
      `/api/login/account/${fred.id}`,
    );
    expect(record.data.effectiveRoles).toEqual([
      { role: 'VIEW_STUDIOS', from: 'Own' },
      { role: 'VIEW_STREAMS', from: 'Group: Streams team' },
    ]);
  });

  it('names unknown groups in a 400, when creating and when assigning', async () => {
    const created = await admin.post('/api/login/account', {
      username: 'ivan',
      email: 'ivan@wse.example',
      groups: [999_998, 999_999],
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ fields: { groups: 'Unknown group: 999998, 999999' } });
    const jane = await create('jane');
    const assigned = await admin.put(`/api/account/${jane.id}/groups`, { groups: [999_999] });
    expect(assigned.status).toBe(400);
    expect(assigned.body).toMatchObject({ fields: { groups: 'Unknown group: 999999' } });
    expect((await admin.get(`/api/account/${jane.id}/groups`)).body).toEqual({ groups: [] });
  });

  it('lets nobody grant a role they do not hold', async () => {
    const gina = await create('gina', { roles: ['EDIT_ROLES', 'VIEW_ROLES', 'VIEW_KICK_LOG'] });
    const hugo = await create('hugo');
    const asGina = testClient(app, await tokenFor(app, 'gina'));
    const refused = await asGina.put(`/api/account/${hugo.id}/roles`, {
      roles: ['VIEW_KICK_LOG', 'DONATE_CREDITS'],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot grant roles you do not hold: DONATE_CREDITS.');
    expect((await admin.get(`/api/account/${hugo.id}/roles`)).body).toEqual({ roles: [] });
    expect((await asGina.put(`/api/account/${hugo.id}/roles`, { roles: ['VIEW_KICK_LOG'] })).status).toBe(
      200,
    );
    expect(gina.id).toBeGreaterThan(0);
  });

  it('keeps at least one account holding EDIT_ROLES', async () => {
    const holders = await admin.get<Page>('/api/login/accounts', {
      filter: { role: 'EDIT_ROLES' },
      perPage: 100,
    });
    const self = (await admin.get<{ account: { id: number } }>('/api/account')).body.account.id;
    for (const other of holders.body.data.filter((account) => account.id !== self)) {
      await admin.put(`/api/account/${other.id}/roles`, {
        roles: other.roles.filter((role) => role !== 'EDIT_ROLES'),
      });
    }
    const { body: own } = await admin.get<{ roles: string[] }>(`/api/account/${self}/roles`);
    const lastOne = await admin.put(`/api/account/${self}/roles`, {
      roles: own.roles.filter((role) => role !== 'EDIT_ROLES'),
    });
    expect(lastOne.status).toBe(400);
    expect(lastOne.body).toMatchObject({
      code: 'VALIDATION',
      fields: {
        roles: 'This would leave no account holding EDIT_ROLES; give the role to another account first.',
      },
    });
    const fresh = testClient(app, await tokenFor(app, 'admin'));
    expect((await fresh.get<{ roles: string[] }>(`/api/account/${self}/roles`)).body.roles).toContain(
      'EDIT_ROLES',
    );
  });

  it('answers an unknown account with a 404 naming it, and own roles sorted', async () => {
    const missing = { status: 404, body: { message: 'Account 999999 does not exist.' } };
    expect(await admin.get('/api/account/999999/roles')).toMatchObject(missing);
    expect(await admin.get('/api/account/999999/groups')).toMatchObject(missing);
    expect(await admin.put('/api/account/999999/roles', { roles: [] })).toMatchObject(missing);
    expect(await admin.put('/api/account/999999/groups', { groups: [] })).toMatchObject(missing);
    const self = (await admin.get<{ account: { id: number } }>('/api/account')).body.account.id;
    const { roles } = (await admin.get<{ roles: string[] }>(`/api/account/${self}/roles`)).body;
    expect(roles).toEqual([...roles].sort());
  });

  it('lets nobody replace a role list they may not read', async () => {
    await create('jonas', { roles: ['EDIT_ROLES', 'VIEW_KICK_LOG'] });
    const kim = await create('kim');
    const asJonas = testClient(app, await tokenFor(app, 'jonas'));
    const refused = await asJonas.put(`/api/account/${kim.id}/roles`, { roles: ['VIEW_KICK_LOG'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Changing Roles needs the role VIEW_ROLES.');
    expect((await admin.get(`/api/account/${kim.id}/roles`)).body).toEqual({ roles: [] });
    expect((await asJonas.put('/api/group/1/roles', { roles: [] })).status).toBe(403);
  });

  it('shows roles only to VIEW_ROLES: not in the record, not through the roles routes', async () => {
    const ines = await create('ines', { roles: ['VIEW_ACCOUNTS', 'VIEW_GROUPS'] });
    const asInes = testClient(app, await tokenFor(app, 'ines'));
    const { body } = await asInes.get<One>(`/api/login/account/${ines.id}`);
    expect(body.data.username).toBe('ines');
    expect(body.data).not.toHaveProperty('roles');
    expect(body.data).not.toHaveProperty('effectiveRoles');
    expect((await asInes.get(`/api/account/${ines.id}/roles`)).status).toBe(403);
    expect((await asInes.get('/api/group/1/roles')).status).toBe(403);
    expect((await asInes.get(`/api/account/${ines.id}/groups`)).status).toBe(200);
  });

  it('refuses 403 to those without the role, 401 to the anonymous', async () => {
    const support = testClient(app, await tokenFor(app, 'support'));
    expect(
      (await support.post('/api/login/account', { username: 'x1', email: 'x1@wse.example' })).status,
    ).toBe(403);
    expect((await testClient(app).get('/api/login/accounts')).status).toBe(401);
  });
});
