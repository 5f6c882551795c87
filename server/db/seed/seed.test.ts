import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES } from '../../../contract/roles';
import { verifyPassword } from '../../auth/passwords';
import { testConfig } from '../../test/testConfig';
import { testDatabase } from '../../test/testDatabase';
import { migrate } from '../migrate';
import type { Database } from '../openDatabase';
import { accountGroups, accounts, groups } from '../schema/staff';
import { seedDatabase } from './seed';
import { SUPPORT_ROLES } from './seedStaff';

const { argon2 } = testConfig();
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await migrate(database.db);
  await seedDatabase(database.db, { scale: 0.01, argon2 });
  await seedDatabase(database.db, { scale: 0.01, argon2 });
});
afterAll(() => database.close());

describe('demo staff seed', () => {
  it('creates admin with every role and support with the support roles, once', async () => {
    const rows = await database.db.select().from(accounts).orderBy(accounts.username);
    expect(rows.map((row) => row.username)).toEqual(['admin', 'support']);
    const [admin, support] = rows;
    expect([...(admin?.roles ?? [])].sort()).toEqual([...ALL_ROLES].sort());
    expect(support?.roles).toEqual(SUPPORT_ROLES);
    expect(SUPPORT_ROLES).toEqual([
      'SEARCH_MEMBER',
      'VIEW_LIVE_CAMS',
      'VIEW_INVALID_CHATS',
      'VIEW_ABUSE_LOG',
      'VIEW_KICK_LOG',
      'VIEW_STUDIOS',
      'MODERATE_SNAPSHOTS',
    ]);
  });

  it('gives both the password wse-demo, no two-factor, and marks them as demo accounts', async () => {
    for (const row of await database.db.select().from(accounts)) {
      expect(await verifyPassword(row.passwordHash, 'wse-demo', argon2)).toBe(true);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row).toMatchObject({ twoFactorEnabled: false, totpSecret: null, demo: true });
    }
  });

  it('adds a few groups, with support in the Support group', async () => {
    const names = (await database.db.select().from(groups)).map((group) => group.name).sort();
    expect(names).toEqual(['Account managers', 'Finance', 'Support', 'Tech']);
    expect(await database.db.select().from(accountGroups)).toHaveLength(1);
  });
});
