import { Redis } from 'ioredis';

/** The Redis the server tests use: the machine's own, or TEST_REDIS_URL. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Why the test Redis cannot be reached, or undefined when it answers: tests that need it skip, saying why.
 *
 * @example
 * const unreachable = await redisUnreachable();
 * describe.skipIf(unreachable)('two instances over Redis', () => { … });
 */
export async function redisUnreachable(url = TEST_REDIS_URL): Promise<string | undefined> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    probe.disconnect();
  }
}
