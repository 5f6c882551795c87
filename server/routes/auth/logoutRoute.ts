import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revokedTokens } from '../../db/schema/security';
import { principalOf } from '../../http/accessControl';
import { ok, okResponse } from '../../http/okResponse';
import { writeSignInLine } from '../../logs/writeSignInLine';

/**
 * POST /logout: revokes the token at once (by its jti), whatever its remaining lifetime, and ends the sockets of
 * that sign-in on every instance (with the tokens they were refreshed into).
 */
export function logoutRoute(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/logout',
    { schema: { response: { 200: okResponse } }, config: { access: 'signed-in' } },
    async (request) => {
      const { jti, exp, account } = principalOf(request);
      await app.db
        .insert(revokedTokens)
        .values({ jti, expiresAt: new Date(exp * 1000) })
        .onConflictDoNothing();
      // A revocation only matters until the token would have expired anyway.
      await app.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
      await writeSignInLine(app.db, { kind: 'signed-out', username: account.username });
      app.events.emit('session-ended', jti);
      return ok;
    },
  );
}
