import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLE_GROUPS, type Role } from '../../contract/roles';
import { signAccountToken } from '../auth/signAccountToken';
import { accounts } from '../db/schema/staff';

export type TestAccount = 'admin' | 'support' | 'norole' | 'manager';

/** The lower-privileged admin: every account and group management role (the catalogue's two groups), no other. */
const MANAGER_ROLES: Role[] = ROLE_GROUPS.filter(
  (group) => group.name === 'Account' || group.name === 'Group',
).flatMap((group) => group.roles);

const CREATED_ON_FIRST_USE = new Map<string, Role[]>([
  ['norole', []],
  ['manager', MANAGER_ROLES],
]);

/**
 * A valid session token for a seeded account, or for `norole` (an account without any role) or `manager` (a
 * lower-privileged admin: every account and group management role, none of the others), each created on first
 * use; signed directly so tests skip Argon2 and the sign-in rate limit.
 *
 * @example
 * const token = await tokenFor(app, 'support');
 */
export async function tokenFor(app: FastifyInstance, username: TestAccount | string): Promise<string> {
  const roles = CREATED_ON_FIRST_USE.get(username);
  if (roles) {
    await app.db
      .insert(accounts)
      .values({ username, email: `${username}@wse.example`, roles })
      .onConflictDoNothing();
  }
  const [account] = await app.db.select().from(accounts).where(eq(accounts.username, username));
  if (!account) throw new Error(`No test account '${username}'.`);
  return (await signAccountToken(app, account)).token;
}
