import type { FastifyInstance } from 'fastify';
import { revokedTokens } from '../../db/schema/security';
import { principalOf } from '../../http/accessControl';

/** POST /logout: revokes the token at once (by its jti), whatever its remaining lifetime. */
export function logoutRoute(app: FastifyInstance): void {
  app.post('/logout', { config: { access: 'signed-in' } }, async (request) => {
    const { jti, exp } = principalOf(request);
    await app.db
      .insert(revokedTokens)
      .values({ jti, expiresAt: new Date(exp * 1000) })
      .onConflictDoNothing();
    return { ok: true };
  });
}
