import type { FastifyInstance } from 'fastify';
import { loadEffectiveRoles } from './loadEffectiveRoles';
import { signToken } from './tokens';

export interface SessionAccount {
  id: number;
  username: string;
  email: string;
  twoFactorEnabled: boolean;
  tokenVersion: number;
}

/**
 * The POST /login answer: a fresh token with the account's effective roles.
 *
 * @example
 * return issueSession(app, account);
 */
export async function issueSession(app: FastifyInstance, account: SessionAccount) {
  const roles = await loadEffectiveRoles(app.db, account.id);
  const { token, exp } = await signToken(app.config, {
    account: { id: account.id, username: account.username },
    roles,
    ver: account.tokenVersion,
  });
  return {
    token,
    exp,
    account: {
      id: account.id,
      username: account.username,
      email: account.email,
      twoFactorEnabled: account.twoFactorEnabled,
    },
    roles,
  };
}
