import { ALL_ROLES, type Role } from '../../../contract/roles';
import { hashPassword, type Argon2Settings } from '../../auth/passwords';
import type { Db } from '../Db';
import { accountGroups, accounts, groups } from '../schema/staff';

export const DEMO_PASSWORD = 'wse-demo';

export const SUPPORT_ROLES: Role[] = [
  'SEARCH_MEMBER',
  'VIEW_LIVE_CAMS',
  'VIEW_INVALID_CHATS',
  'VIEW_ABUSE_LOG',
  'VIEW_KICK_LOG',
  'VIEW_STUDIOS',
  'MODERATE_SNAPSHOTS',
];

const DEMO_GROUPS: { name: string; description: string; roles: Role[] }[] = [
  { name: 'Support', description: 'First-line support and moderation', roles: SUPPORT_ROLES },
  {
    name: 'Finance',
    description: 'Payouts, wallets and revenue reports',
    roles: ['VIEW_MEMBER_PAYMENTS', 'REVENUE_BASIC', 'REVENUE_PLATFORM', 'VIEW_MINUTES'],
  },
  {
    name: 'Tech',
    description: 'Streams, queues and system tools',
    roles: ['VIEW_REDIS_KEYS', 'VIEW_STREAMS', 'VIEW_BULL_MANAGER', 'VIEW_ACTIVITY'],
  },
  { name: 'Account managers', description: 'Manage staff accounts', roles: ['VIEW_ACCOUNTS', 'VIEW_GROUPS'] },
];

/**
 * The demo staff: `admin` with every role, `support` with the support roles, both with password `wse-demo`
 * and marked `demo` so production refuses to start while they exist; plus a few groups.
 *
 * @example
 * await seedStaff(db, config.argon2);
 */
export async function seedStaff(db: Db, argon2: Argon2Settings): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, argon2);
  const inserted = await db
    .insert(accounts)
    .values([
      { username: 'admin', email: 'admin@wse.example', passwordHash, roles: [...ALL_ROLES], demo: true },
      { username: 'support', email: 'support@wse.example', passwordHash, roles: SUPPORT_ROLES, demo: true },
    ])
    .onConflictDoNothing()
    .returning({ id: accounts.id, username: accounts.username });
  const groupRows = await db
    .insert(groups)
    .values(DEMO_GROUPS)
    .onConflictDoNothing()
    .returning({ id: groups.id, name: groups.name });
  const support = inserted.find((row) => row.username === 'support');
  const supportGroup = groupRows.find((row) => row.name === 'Support');
  if (support && supportGroup) {
    await db.insert(accountGroups).values({ accountId: support.id, groupId: supportGroup.id });
  }
}
