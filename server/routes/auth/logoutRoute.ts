import { lt } from 'drizzle-orm';
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
    // A revocation only matters until the token would have expired anyway.
    await app.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    return { ok: true };
  });
}
