import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './ApiError';

/**
 * Per-address request limits for the routes that opt in with `config.rateLimit`, answered in the one error
 * shape. (Sign-in failures have their own, database-backed limit.)
 *
 * @example
 * await installRateLimit(app); // before the routes
 */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiError(429, 'RATE_LIMITED', `Too many requests. Try again in ${context.after}.`, {
        retryAfter,
      });
    },
  });
}
