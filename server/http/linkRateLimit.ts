import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from './ApiError';
import { clientAddress } from './clientAddress';
import { rateLimited } from './rateLimited';

/**
 * The routes that send or use links (forgot password, reset, QR) share one budget per address:
 * LINK_RATE_LIMIT_PER_MINUTE requests a minute, counted in the shared store so instances agree. Enough for
 * people, too few to spam the sys log. A route opts in with `onRequest: linkRateLimit(app)`.
 *
 * @example
 * app.post('/forgot-password', { onRequest: linkRateLimit(app), ... }, handler);
 */
export function linkRateLimit(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request) => {
    const { hits, retryAfterSeconds } = await app.linkLimitStore
      .hit(clientAddress(request.ip))
      .catch((error: unknown) => {
        // Unlimited link routes would let anyone spam them: refuse until the store answers again.
        request.log.error({ err: error }, 'the link budget store did not answer');
        throw new ApiError(503, 'UNAVAILABLE', 'This is not available right now. Try again in a minute.', {
          retryAfter: 60,
        });
      });
    if (hits > app.config.linkRateLimitPerMinute) throw rateLimited('Too many requests.', retryAfterSeconds);
  };
}
