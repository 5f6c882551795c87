import type { FastifyInstance } from 'fastify';
import { authenticateToken, type AuthenticateOptions } from '../auth/authenticateToken';
import { ApiError } from '../http/ApiError';

/**
 * Whether a socket's token still stands (not revoked, account present and enabled, current version unless
 * `outdatedAllowed`); a database failure is thrown, not taken for a revoked session.
 *
 * @example
 * if (!(await sessionStands(app, session.token))) session.end();
 */
export async function sessionStands(
  app: FastifyInstance,
  token: string,
  options: AuthenticateOptions = {},
): Promise<boolean> {
  try {
    await authenticateToken(app.db, app.config, token, options);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return false;
    throw error;
  }
}
