import type { FastifyInstance } from 'fastify';
import { loadEffectiveRoles } from './loadEffectiveRoles';
import { signToken, type SignedToken } from './tokens';

/** The columns of an account row a session token is made from. */
export interface TokenAccount {
  id: number;
  username: string;
  roles: readonly string[];
  tokenVersion: number;
}

/**
 * A session token for the account as the row shows it: its effective roles and current token version.
 *
 * @example
 * const { token, exp, roles } = await signAccountToken(app, accountRow);
 */
export async function signAccountToken(
  app: FastifyInstance,
  account: TokenAccount,
): Promise<SignedToken & { roles: string[] }> {
  const roles = await loadEffectiveRoles(app.db, account);
  const signed = await signToken(app.config, {
    account: { id: account.id, username: account.username },
    roles,
    ver: account.tokenVersion,
  });
  return { ...signed, roles };
}
