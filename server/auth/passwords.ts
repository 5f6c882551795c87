import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

export interface Argon2Settings {
  memoryCost: number;
  timeCost: number;
}

/**
 * Hashes a password with Argon2id.
 *
 * @example
 * const passwordHash = await hashPassword('wse-demo', app.config.argon2);
 */
export function hashPassword(password: string, settings: Argon2Settings): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...settings, parallelism: 1 });
}

/** A hash to verify against when the username is unknown, so both failures take the same time. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Checks a password against a stored hash; with no hash it still spends the time of one check.
 *
 * @example
 * if (!(await verifyPassword(account?.passwordHash, password, settings))) fail();
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
  settings: Argon2Settings,
): Promise<boolean> {
  if (!passwordHash) {
    const key = `${settings.memoryCost}:${settings.timeCost}`;
    if (!dummyHashes.has(key)) dummyHashes.set(key, hashPassword('not-a-password', settings));
    await verify((await dummyHashes.get(key)) as string, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
