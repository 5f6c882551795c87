import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/openDatabase';
import { accountGroups, accounts, groups } from '../db/schema/staff';
import { testClient } from '../test/testApp';
import { testConfig } from '../test/testConfig';
import { testDatabase } from '../test/testDatabase';
import { ENROL_FIRST_MESSAGE } from './requireTwoFactorForPayoutRole';
import { currentTotp, newTotpSecret } from './totp';

let database: Database;
let production: FastifyInstance;

/** A production server over a database seeded once (the seed's accounts kept, no longer marked as demo ones). */
beforeAll(async () => {
  database = await testDatabase();
  const seeding = await buildApp({ config: testConfig(), database });
  await seeding.close();
  await database.db.update(accounts).set({ demo: false });
  production = await buildApp({ config: testConfig({ NODE_ENV: 'production' }), database });
});
afterAll(async () => {
  await production?.close();
  await database?.close();
});

const signIn = (username: string, code?: string) =>
  testClient(production).post('/api/login', { username, password: 'wse-demo', ...(code ? { code } : {}) });

describe('in production, the payout role signs in with two-factor only', () => {
  it('lets an account without the payout role sign in without two-factor', async () => {
    expect((await signIn('support')).status).toBe(200);
  });

  it('refuses the payout role (through a group too) without two-factor, saying how to enrol', async () => {
    const [support] = await database.db.select().from(accounts).where(eq(accounts.username, 'support'));
    const [finance] = await database.db.select().from(groups).where(eq(groups.name, 'Finance'));
    await database.db.insert(accountGroups).values({ accountId: support!.id, groupId: finance!.id });
    for (const username of ['admin', 'support']) {
      const refused = await signIn(username);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: ENROL_FIRST_MESSAGE });
    }
    expect(ENROL_FIRST_MESSAGE).toContain('QR link');
  });

  it('lets the payout role in with its code once enrolled', async () => {
    const secret = newTotpSecret();
    await database.db
      .update(accounts)
      .set({ totpSecret: secret, twoFactorEnabled: true })
      .where(eq(accounts.username, 'admin'));
    expect((await signIn('admin', currentTotp(secret))).status).toBe(200);
  });
});
