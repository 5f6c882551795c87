import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config';

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
    ...env,
  });
}
