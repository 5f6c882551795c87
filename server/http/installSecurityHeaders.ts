import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { securityHeaders } from './securityHeaders';

const API = /^\/api(?:[/?]|$)/;

/**
 * The security headers on every answer, errors included: helmet's hook runs first, before the access check
 * can refuse (401, 403) and before anything can fail. Every /api answer is `Cache-Control: no-store`: API data
 * is personal (sessions, accounts, bank details), so no browser or proxy keeps it.
 *
 * @example
 * await installSecurityHeaders(app); // before installAccessControl and any route
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, securityHeaders(app.config));
  app.addHook('onRequest', async (request, reply) => {
    if (API.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
