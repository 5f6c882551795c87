import { eq } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { accountGroups, groups } from '../db/schema/staff';

/**
 * The account's effective roles: its own (from the row the caller already holds) plus those of every group it
 * belongs to, sorted, without repeats.
 *
 * @example
 * const roles = await loadEffectiveRoles(app.db, accountRow);
 */
export async function loadEffectiveRoles(
  db: Db,
  account: { id: number; roles: readonly string[] },
): Promise<string[]> {
  const viaGroups = await db
    .select({ roles: groups.roles })
    .from(accountGroups)
    .innerJoin(groups, eq(groups.id, accountGroups.groupId))
    .where(eq(accountGroups.accountId, account.id));
  const all = new Set([...account.roles, ...viaGroups.flatMap((row) => row.roles)]);
  return [...all].sort();
}
