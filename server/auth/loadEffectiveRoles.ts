import { eq } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { accountGroups, accounts, groups } from '../db/schema/staff';

/**
 * The account's effective roles: its own plus those of every group it belongs to, sorted, without repeats.
 *
 * @example
 * const roles = await loadEffectiveRoles(app.db, 1);
 */
export async function loadEffectiveRoles(db: Db, accountId: number): Promise<string[]> {
  const [own] = await db.select({ roles: accounts.roles }).from(accounts).where(eq(accounts.id, accountId));
  const viaGroups = await db
    .select({ roles: groups.roles })
    .from(accountGroups)
    .innerJoin(groups, eq(groups.id, accountGroups.groupId))
    .where(eq(accountGroups.accountId, accountId));
  const all = new Set([...(own?.roles ?? []), ...viaGroups.flatMap((row) => row.roles)]);
  return [...all].sort();
}
