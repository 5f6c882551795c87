import type { RateLimitOptions } from '@fastify/rate-limit';

/** The public routes that send or use links (reset, QR): enough for people, too few to spam the sys log. */
export const LINK_RATE_LIMIT: RateLimitOptions = { max: 20, timeWindow: '1 minute' };
