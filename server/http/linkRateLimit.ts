import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';

/** The public routes that send or use links (reset, QR): enough for people, too few to spam the sys log. */
export function linkRateLimit(config: Config): RateLimitOptions {
  return { max: config.linkRateLimitPerMinute, timeWindow: '1 minute' };
}
