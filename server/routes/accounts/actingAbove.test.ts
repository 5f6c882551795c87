import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let adminId: number;
beforeAll(async () => {
  app = await buildTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  adminId = (await admin.get<{ account: { id: number } }>('/api/account')).body.account.id;
});
afterAll(() => app.close());

type AccountRecord = { id: number; email: string; disabled: boolean; version: number };
type One = { data: AccountRecord };

const ABOVE_ACCOUNT = /^You cannot change an account that holds roles you do not hold: [A-Z_, ]+\.$/;

/** An account with these roles, and a client signed in as it. */
async function signedInWith(username: string, roles: readonly string[]) {
  const { status, body } = await admin.post<One>('/api/login/account', {
    username,
    email: `${username}@wse.example`,
    roles,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return { id: body.data.id, client: testClient(app, await tokenFor(app, username)) };
}

const adminRecord = async () => (await admin.get<One>(`/api/login/account/${adminId}`)).body.data;

describe('nobody acts on an account holding roles they do not', () => {
  it('refuses changing admin’s email or disabling admin to UPDATE_ACCOUNTS + VIEW_ACCOUNTS, 403 naming the roles', async () => {
    const { client } = await signedInWith('ulla', ['UPDATE_ACCOUNTS', 'VIEW_ACCOUNTS']);
    const before = await adminRecord();
    const email = await client.put('/api/login/account', {
      id: adminId,
      version: before.version,
      email: 'taken@evil.example',
    });
    expect(email.status).toBe(403);
    expect(email.body.message).toMatch(ABOVE_ACCOUNT);
    expect(email.body.message).toContain('EDIT_ROLES');
    expect(email.body.message).not.toContain('UPDATE_ACCOUNTS');
    const disable = await client.put('/api/login/account', {
      id: adminId,
      version: before.version,
      disabled: true,
    });
    expect(disable.status).toBe(403);
    expect(disable.body.message).toMatch(ABOVE_ACCOUNT);
    expect(await adminRecord()).toEqual(before);
  });
});
