import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
/** The lower-privileged admin: every account and group management role, none of the others. */
let manager: ReturnType<typeof testClient>;
let adminId: number;
let managerId: number;
beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  manager = testClient(app, await tokenFor(app, 'manager'));
  adminId = (await admin.get<{ account: { id: number } }>('/api/account')).body.account.id;
  managerId = (await manager.get<{ account: { id: number } }>('/api/account')).body.account.id;
});

type AccountRecord = { id: number; email: string; roles: string[]; groups: number[]; version: number };
type GroupRecord = { id: number; name: string; roles: string[]; accounts: number[]; version: number };

const ABOVE_ACCOUNT = /^You cannot change an account that holds roles you do not hold: [A-Z_, ]+\.$/;
const ABOVE_GROUP = /^You cannot change a group that grants roles you do not hold: [A-Z_, ]+\.$/;

/** An account created by admin with these roles and groups, and a client signed in as it. */
async function account(username: string, roles: readonly string[] = [], groups: readonly number[] = []) {
  const { status, body } = await admin.post<{ data: AccountRecord }>('/api/login/account', {
    username,
    email: `${username}@wse.example`,
    roles,
    groups,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return { ...body.data, client: testClient(app, await tokenFor(app, username)) };
}

const accountRecord = async (id: number) =>
  (await admin.get<{ data: AccountRecord }>(`/api/login/account/${id}`)).body.data;

const groupRecord = async (id: number) =>
  (await admin.get<{ data: GroupRecord }>(`/api/group/${id}`)).body.data;

async function group(name: string, roles: readonly string[] = []) {
  const { body } = await admin.post<{ data: GroupRecord }>('/api/groups', { name });
  if (roles.length > 0) await admin.put(`/api/group/${body.data.id}/roles`, { roles });
  return groupRecord(body.data.id);
}

/** The refusal for acting above oneself: 403, naming a role the actor lacks and none of those it holds. */
function expectAbove(
  response: { status: number; body: Record<string, unknown> },
  pattern: RegExp,
  missing: string,
  held: readonly string[] = [],
) {
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  const message = String(response.body.message);
  expect(message).toMatch(pattern);
  const named = message.slice(message.indexOf(': ') + 2, -1).split(', ');
  expect(named).toContain(missing);
  for (const role of held) expect(named).not.toContain(role);
}

describe('nobody changes an account holding roles they do not hold', () => {
  it('refuses changing admin’s email or disabling admin to UPDATE_ACCOUNTS + VIEW_ACCOUNTS', async () => {
    const { client } = await account('ulla', ['UPDATE_ACCOUNTS', 'VIEW_ACCOUNTS']);
    const before = await accountRecord(adminId);
    const email = await client.put('/api/login/account', {
      id: adminId,
      version: before.version,
      email: 'taken@evil.example',
    });
    expectAbove(email, ABOVE_ACCOUNT, 'EDIT_ROLES', ['UPDATE_ACCOUNTS', 'VIEW_ACCOUNTS']);
    const disable = await client.put('/api/login/account', {
      id: adminId,
      version: before.version,
      disabled: true,
    });
    expectAbove(disable, ABOVE_ACCOUNT, 'EDIT_ROLES');
    expect(await accountRecord(adminId)).toEqual(before);
  });

  it('refuses the lower-privileged admin deleting admin, alone or among others, and stripping or regrouping admin', async () => {
    const before = await accountRecord(adminId);
    const fresh = await account('flora');
    const held = ['VIEW_ACCOUNTS', 'EDIT_ROLES', 'ASSIGN_GROUPS'];
    expectAbove(await manager.delete(`/api/account/${adminId}`), ABOVE_ACCOUNT, 'DONATE_CREDITS', held);
    const both = await manager.delete('/api/login/accounts', { filter: { id: [fresh.id, adminId] } });
    expectAbove(both, ABOVE_ACCOUNT, 'DONATE_CREDITS');
    expect((await admin.get(`/api/login/account/${fresh.id}`)).status).toBe(200);
    const strip = await manager.put(`/api/account/${adminId}/roles`, { roles: ['VIEW_ACCOUNTS'] });
    expectAbove(strip, ABOVE_ACCOUNT, 'DONATE_CREDITS');
    const regroup = await manager.put(`/api/account/${adminId}/groups`, { groups: [] });
    expectAbove(regroup, ABOVE_ACCOUNT, 'DONATE_CREDITS');
    expect(await accountRecord(adminId)).toEqual(before);
  });

  it('counts the roles an account holds through its groups', async () => {
    const finance = await group('Payout desk', ['REVENUE_PLATFORM']);
    const target = await account('gero', [], [finance.id]);
    const before = await accountRecord(target.id);
    const email = await manager.put('/api/login/account', {
      id: target.id,
      version: before.version,
      email: 'gero@evil.example',
    });
    expectAbove(email, ABOVE_ACCOUNT, 'REVENUE_PLATFORM');
    expect(await accountRecord(target.id)).toEqual(before);
  });

  it('lets one holding every role of the account change, disable, regroup and delete it, and grant held roles', async () => {
    const mates = await group('Account mates', ['VIEW_ACCOUNTS']);
    const target = await account('hedi', ['VIEW_GROUPS', 'UPDATE_ACCOUNTS']);
    const changed = await manager.put<{ data: AccountRecord }>('/api/login/account', {
      id: target.id,
      version: target.version,
      email: 'hedi@new.example',
      disabled: true,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ email: 'hedi@new.example', disabled: true });
    expect(
      (await manager.put(`/api/account/${target.id}/roles`, { roles: ['EDIT_ROLES', 'VIEW_GROUPS'] })).body,
    ).toEqual({ roles: ['EDIT_ROLES', 'VIEW_GROUPS'] });
    expect((await manager.put(`/api/account/${target.id}/groups`, { groups: [mates.id] })).body).toEqual({
      groups: [mates.id],
    });
    expect((await manager.delete(`/api/account/${target.id}`)).status).toBe(200);
  });

  it('leaves one’s own account to oneself: own email and own groups as before', async () => {
    const self = await accountRecord(managerId);
    const own = await manager.put<{ data: AccountRecord }>('/api/login/account', {
      id: managerId,
      version: self.version,
      email: 'manager@new.example',
    });
    expect(own.body.data).toMatchObject({ email: 'manager@new.example' });
    const mates = await group('Own mates', ['VIEW_GROUPS']);
    expect((await manager.put(`/api/account/${managerId}/groups`, { groups: [mates.id] })).status).toBe(200);
    manager = testClient(app, await tokenFor(app, 'manager'));
    const { client, id } = await account('iris', ['ASSIGN_GROUPS_SELF', 'VIEW_GROUPS']);
    expect((await client.put(`/api/account/${id}/groups`, { groups: [mates.id] })).status).toBe(200);
  });
});

describe('nobody changes a group granting roles they do not hold', () => {
  it('refuses renaming, deleting, or changing the roles or members of such a group, and changes nothing', async () => {
    const payouts = await group('Payouts', ['REVENUE_PLATFORM', 'VIEW_ACCOUNTS']);
    const plain = await account('jonas');
    const rename = await manager.put('/api/groups', {
      id: payouts.id,
      version: payouts.version,
      name: 'Mine',
    });
    expectAbove(rename, ABOVE_GROUP, 'REVENUE_PLATFORM', ['VIEW_ACCOUNTS']);
    expectAbove(await manager.delete(`/api/group/${payouts.id}`), ABOVE_GROUP, 'REVENUE_PLATFORM');
    const many = await manager.delete('/api/groups', { filter: { id: [payouts.id] } });
    expectAbove(many, ABOVE_GROUP, 'REVENUE_PLATFORM');
    const roles = await manager.put(`/api/group/${payouts.id}/roles`, { roles: ['VIEW_ACCOUNTS'] });
    expectAbove(roles, ABOVE_GROUP, 'REVENUE_PLATFORM');
    const members = await manager.put(`/api/group/${payouts.id}/accounts`, { accounts: [plain.id] });
    expectAbove(members, ABOVE_GROUP, 'REVENUE_PLATFORM');
    expect(await groupRecord(payouts.id)).toEqual(payouts);
  });

  it('refuses adding to or removing from a group an account holding roles the actor does not hold', async () => {
    const desk = await group('Front desk', ['VIEW_ACCOUNTS']);
    const add = await manager.put(`/api/group/${desk.id}/accounts`, { accounts: [adminId] });
    expectAbove(add, ABOVE_ACCOUNT, 'DONATE_CREDITS');
    await admin.put(`/api/group/${desk.id}/accounts`, { accounts: [adminId] });
    admin = testClient(app, await tokenFor(app, 'admin'));
    const before = await groupRecord(desk.id);
    const remove = await manager.put(`/api/group/${desk.id}/accounts`, { accounts: [] });
    expectAbove(remove, ABOVE_ACCOUNT, 'DONATE_CREDITS');
    expect(await groupRecord(desk.id)).toEqual(before);
  });

  it('lets one holding its roles create, rename, fill, grant and delete a group', async () => {
    const plain = await account('karla', ['VIEW_GROUPS']);
    const created = await manager.post<{ data: GroupRecord }>('/api/groups', { name: 'Managers’ own' });
    const { id } = created.body.data;
    expect((await manager.put(`/api/group/${id}/roles`, { roles: ['VIEW_ACCOUNTS'] })).status).toBe(200);
    expect((await manager.put(`/api/group/${id}/accounts`, { accounts: [plain.id] })).status).toBe(200);
    const renamed = await manager.put('/api/groups', {
      id,
      version: (await groupRecord(id)).version,
      name: 'Ours',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await manager.delete(`/api/group/${id}`)).status).toBe(200);
  });
});

describe('under concurrent role changes', () => {
  it('answers a change of an account racing a change of its roles in one order or the other, never a 500', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const target = await account(`race${i}`);
      const answers = await Promise.all([
        admin.put('/api/login/account', { id: target.id, version: target.version, disabled: true }),
        admin.put(`/api/account/${target.id}/roles`, { roles: ['VIEW_GROUPS'] }),
        manager.put('/api/login/account', {
          id: target.id,
          version: target.version,
          email: `r${i}@x.example`,
        }),
        admin.put(`/api/account/${target.id}/groups`, { groups: [] }),
      ]);
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => ![200, 403, 409].includes(status))).toEqual([]);
  });
});
