import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { revokedTokens } from '../db/schema/security';
import { accounts } from '../db/schema/staff';
import { ApiError } from '../http/ApiError';
import { effectiveRoles, groupRolesOf } from './loadEffectiveRoles';
import type { Principal } from './Principal';
import { verifyToken, type TokenSettings } from './tokens';

const revoked = () => new ApiError(401, 'UNAUTHORIZED', 'The session has ended; sign in again.');

export interface AuthenticateOptions {
  /**
   * Accept a token issued before the account's last token version bump: only for the socket handing over a token
   * with new roles (`reset-session`), since the role change itself moved the version.
   */
  outdatedAllowed?: boolean;
}

/**
 * Turns a token into the account behind it, or throws 401: bad signature, expired, revoked by logout, issued
 * before a password/role/group change (`tokenVersion`), or an account that is gone or disabled.
 *
 * @example
 * const principal = await authenticateToken(app.db, app.config, token);
 */
export async function authenticateToken(
  db: Db,
  settings: TokenSettings,
  token: string,
  options: AuthenticateOptions = {},
): Promise<Principal> {
  const claims = await verifyToken(settings, token);
  // One statement: this runs before every signed-in call.
  const [account] = await db
    .select({
      ...getTableColumns(accounts),
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} as revocation where revocation.jti = ${claims.jti})`,
      groupRoles: groupRolesOf(sql`${accounts}.id`),
    })
    .from(accounts)
    .where(eq(accounts.id, claims.account.id));
  const outdated = account && account.tokenVersion !== claims.ver && !options.outdatedAllowed;
  if (!account || account.revoked || account.disabled || outdated) throw revoked();
  return {
    account: {
      id: account.id,
      username: account.username,
      email: account.email,
      twoFactorEnabled: account.twoFactorEnabled,
    },
    roles: effectiveRoles(account.roles, account.groupRoles),
    jti: claims.jti,
    exp: claims.exp,
  };
}
