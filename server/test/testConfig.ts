import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config';

// The PGlite and PostgreSQL runs share the machine's Redis, side by side: each test file keeps its queues, keys
// and socket.io channels apart (two instances of one file share them), or one run's jobs and broadcasts reached
// the other's apps.
const REDIS_KEY_PREFIX = `wse-test-${randomUUID().slice(0, 8)}:`;

/** A test-mode configuration: fixed secret, cheap Argon2, a tiny platform seed, no listening port. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'wse-test-')),
    DIST_DIR: join(tmpdir(), 'wse-test-no-dist'),
    SEED_SCALE: '0.01',
    // Property tests call the link routes hundreds of times a minute; the limit has a test of its own.
    LINK_RATE_LIMIT_PER_MINUTE: '100000',
    REDIS_KEY_PREFIX,
    ...env,
  });
}
