import { and, eq, gt, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { knownSignInAddresses, loginFailures } from '../db/schema/security';
import { rateLimited } from '../http/rateLimited';
import { loginKeys, type LoginKey } from './loginKeys';
import { LOGIN_RULES, waitAfter } from './loginRules';

/** Advisory locks of this class serialise the attempts on one throttle key (the second number is its hash). */
const LOGIN_LOCK_CLASS = 727_003;

export interface SignInAttempt {
  username: string;
  /** `clientAddress(request.ip)` */
  address: string;
  /** The account the username names, when there is one. */
  accountId: number | undefined;
}

/** The failures an attempt wrote in advance; releasing the slot takes them back. */
export interface LoginSlot {
  failureIds: number[];
}

const windowStart = (key: LoginKey, now: number) =>
  new Date(now - LOGIN_RULES[key.kind].windowSeconds * 1000);

async function isKnownAddress(db: Db, attempt: SignInAttempt): Promise<boolean> {
  if (attempt.accountId === undefined) return false;
  const [row] = await db
    .select({ accountId: knownSignInAddresses.accountId })
    .from(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.accountId, attempt.accountId),
        eq(knownSignInAddresses.address, attempt.address),
      ),
    );
  return row !== undefined;
}

/** Milliseconds until every key lets one more attempt through; 0 when they all do now. */
async function waitOf(db: Db, keys: LoginKey[], now: number): Promise<number> {
  const counts = await db
    .select({ key: loginFailures.key, failures: sql<number>`count(*)::int`, newest: max(loginFailures.at) })
    .from(loginFailures)
    .where(
      or(
        ...keys.map((key) =>
          and(eq(loginFailures.key, key.key), gt(loginFailures.at, windowStart(key, now))),
        ),
      ),
    )
    .groupBy(loginFailures.key);
  const waits = keys.map((key) => {
    const count = counts.find((row) => row.key === key.key);
    if (!count?.newest) return 0;
    return new Date(count.newest).getTime() + waitAfter(count.failures, LOGIN_RULES[key.kind]) * 1000 - now;
  });
  return Math.max(0, ...waits);
}

/**
 * Takes a sign-in attempt's place before its password is checked: in one transaction, serialised per throttle
 * key, it either refuses (429 with `retryAfter`, nothing counted) or writes the attempt as a failure on every key.
 * So concurrent guesses past a limit are refused without being checked. A right password releases the slot
 * (`releaseLoginSlot`); a wrong one leaves it counted.
 *
 * @example
 * const slot = await takeLoginSlot(app.db, { username, address: clientAddress(request.ip), accountId });
 */
export async function takeLoginSlot(db: Db, attempt: SignInAttempt): Promise<LoginSlot> {
  const knownAddress = await isKnownAddress(db, attempt);
  const keys = loginKeys(attempt.username, attempt.address, { knownAddress });
  const now = Date.now();
  const taken = await db.transaction(async (tx): Promise<LoginSlot | { wait: number }> => {
    for (const { key } of [...keys].sort((a, b) => a.key.localeCompare(b.key)))
      await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_CLASS}, hashtext(${key}))`);
    const wait = await waitOf(tx, keys, now);
    if (wait > 0) return { wait };
    await tx
      .delete(loginFailures)
      .where(
        or(
          ...keys.map((key) =>
            and(eq(loginFailures.key, key.key), lte(loginFailures.at, windowStart(key, now))),
          ),
        ),
      );
    const rows = await tx
      .insert(loginFailures)
      .values(keys.map(({ key }) => ({ key, at: new Date(now) })))
      .returning({ id: loginFailures.id });
    return { failureIds: rows.map((row) => row.id) };
  });
  if ('wait' in taken) throw rateLimited('Too many failed sign-in attempts.', taken.wait / 1000);
  return taken;
}
