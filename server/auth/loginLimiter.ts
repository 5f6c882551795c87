import { and, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { loginFailures } from '../db/schema/security';
import { ApiError } from '../http/ApiError';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Per account a handful of tries; per address more, since colleagues may share one office address. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface LoginKeys {
  account: string;
  address: string;
}

export function loginKeys(username: string, address: string): LoginKeys {
  return { account: `account:${username.trim().toLowerCase()}`, address: `address:${address}` };
}

const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_SECONDS * 1000);

async function retryAfterFor(db: Db, key: string, limit: number): Promise<number | undefined> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, windowStart())));
  if (!row || row.n < limit || !row.oldest) return undefined;
  const freeAt = new Date(row.oldest).getTime() + LOGIN_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
}

/**
 * Throws 429 RATE_LIMITED while the account or the address has too many recent failures.
 *
 * @example
 * await assertLoginAllowed(app.db, loginKeys(body.username, request.ip));
 */
export async function assertLoginAllowed(db: Db, keys: LoginKeys): Promise<void> {
  const waits = await Promise.all([
    retryAfterFor(db, keys.account, MAX_FAILURES_PER_ACCOUNT),
    retryAfterFor(db, keys.address, MAX_FAILURES_PER_ADDRESS),
  ]);
  const retryAfter = Math.max(0, ...waits.filter((wait): wait is number => wait !== undefined));
  if (retryAfter === 0) return;
  const minutes = Math.ceil(retryAfter / 60);
  throw new ApiError(
    429,
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter },
  );
}

/** Records a failure; failures of these keys that fell out of the window go, so the table stays small. */
export async function recordLoginFailure(db: Db, keys: LoginKeys): Promise<void> {
  const keyList = [keys.account, keys.address];
  await db
    .delete(loginFailures)
    .where(and(inArray(loginFailures.key, keyList), lt(loginFailures.at, windowStart())));
  await db.insert(loginFailures).values(keyList.map((key) => ({ key })));
}

/** A successful sign-in forgives the account's failures; the address keeps its count until the window ends. */
export async function clearLoginFailures(db: Db, keys: LoginKeys): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [keys.account]));
}
