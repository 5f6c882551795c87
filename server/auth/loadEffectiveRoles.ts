import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { rowsOf } from '../db/rowsOf';
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
  const [row] = rowsOf<{ roles: string[] | null }>(
    await db.execute(sql`select ${groupRolesOf(account.id)} as roles`),
  );
  return effectiveRoles(account.roles, row?.roles);
}

/**
 * The roles an account's groups grant, as one column (null when it is in no group), so a query that reads the
 * account can read them in the same statement. The tables are named here because drizzle leaves the columns of a
 * select's own table unqualified, where `id` would mean the group's.
 *
 * @example
 * db.select({ ...getTableColumns(accounts), groupRoles: groupRolesOf(sql`${accounts}.id`) }).from(accounts)
 */
export function groupRolesOf(accountId: SQL | number): SQL<string[] | null> {
  return sql<string[] | null>`(select array_agg(role) from ${accountGroups} as member_of
    join ${groups} as granting on granting.id = member_of.group_id, unnest(granting.roles) as role
    where member_of.account_id = ${accountId})`;
}

/** An account's own roles and its groups' roles, sorted, without repeats. */
export function effectiveRoles(
  own: readonly string[],
  viaGroups: readonly string[] | null | undefined,
): string[] {
  return [...new Set([...own, ...(viaGroups ?? [])])].sort();
}
