import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signAccountToken } from '../auth/signAccountToken';
import { accounts } from '../db/schema/staff';

export type TestAccount = 'admin' | 'support' | 'norole';

/**
 * A valid session token for a seeded account, or for `norole` (an account without any role, created on
 * first use), signed directly so tests skip Argon2 and the sign-in rate limit.
 *
 * @example
 * const token = await tokenFor(app, 'support');
 */
export async function tokenFor(app: FastifyInstance, username: TestAccount | string): Promise<string> {
  if (username === 'norole') {
    await app.db
      .insert(accounts)
      .values({ username: 'norole', email: 'norole@wse.example', roles: [] })
      .onConflictDoNothing();
  }
  const [account] = await app.db.select().from(accounts).where(eq(accounts.username, username));
  if (!account) throw new Error(`No test account '${username}'.`);
  return (await signAccountToken(app, account)).token;
}
