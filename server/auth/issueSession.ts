import type { FastifyInstance } from 'fastify';
import { signAccountToken, type TokenAccount } from './signAccountToken';

export interface SessionAccount extends TokenAccount {
  email: string;
  twoFactorEnabled: boolean;
}

/**
 * The POST /login answer: a fresh token with the account's effective roles.
 *
 * @example
 * return issueSession(app, account);
 */
export async function issueSession(app: FastifyInstance, account: SessionAccount) {
  const { token, exp, roles } = await signAccountToken(app, account);
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
