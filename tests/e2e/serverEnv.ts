import { randomBytes } from 'node:crypto';

const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The settings of a suite server (one per Playwright worker, each on a free port with a fresh database), beside
 * those every test server has (fixtures.ts startServer).
 */
export function suiteServerEnv(): Record<string, string> {
  return {
    LOG_LEVEL: 'warn',
    // A tenth of the demo platform (2,000 members, so a page of 1,000 rows has a next one) boots in 8 s, not 20.
    SEED_SCALE: '0.1',
    // The tests move performers themselves (POST /wse/simulate/presence), so the wall holds still between steps.
    LIVE_ACTIVITY: 'off',
    // A mass message goes out at 1 recipient a second, so a test sees one running (and reloads in the middle): at
    // 10 a second the 8 blocked performers of this seed went in one page, and 'Sending' could be over before a
    // busy browser drew it.
    MESSAGE_SEND_RATE: '1',
    // Cached answers are held ten minutes, so what the Cache page test sees held cannot expire between two of its
    // steps on a loaded machine (no test waits for a cached answer to expire).
    CACHE_TTL_SECONDS: '600',
    // The server runs as deployed, on the machine's Redis (jobs on BullMQ, the Redis key browser), under a prefix of
    // its own so servers and runs never meet; E2E_REDIS_URL='' runs it without Redis.
    ...(redisUrl
      ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `wse-e2e-${randomBytes(4).toString('hex')}:` }
      : {}),
  };
}
