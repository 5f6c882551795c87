import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server the end-to-end suite runs against: its own port and a fresh database each run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const E2E_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  PORT: String(E2E_PORT),
  DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wse-e2e-')),
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  // The tests move performers themselves (POST /wse/simulate/presence), so the wall holds still between steps.
  LIVE_ACTIVITY: 'off',
  // A mass message goes out at 10 recipients a second, so a test sees one running (and reloads in the middle).
  MESSAGE_SEND_RATE: '10',
  // Cached answers are held ten minutes, so what the Cache page test sees held cannot expire between two of its
  // steps on a loaded machine (no test waits for a cached answer to expire).
  CACHE_TTL_SECONDS: '600',
  // The server runs as deployed, on the machine's Redis (jobs on BullMQ, the Redis key browser), under a prefix of
  // its own so runs never meet; E2E_REDIS_URL='' runs it without Redis.
  ...(redisUrl
    ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `wse-e2e-${randomBytes(4).toString('hex')}:` }
    : {}),
};
