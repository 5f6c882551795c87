import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { accountGroups, accounts } from '../../db/schema/staff';

type AccountRow = typeof accounts.$inferSelect;

/** An account as the API shows it: no password hash, no TOTP secret, no token version. */
export interface AccountRecord {
  id: number;
  username: string;
  email: string;
  roles: string[];
  groups: number[];
  disabled: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * Turns account rows into API records, with each account's group ids (one query for all rows).
 *
 * @example
 * const [record] = await accountRecords(app.db, [row]);
 */
export async function accountRecords(db: Db, rows: AccountRow[]): Promise<AccountRecord[]> {
  const ids = rows.map((row) => row.id);
  const memberships =
    ids.length === 0
      ? []
      : await db.select().from(accountGroups).where(inArray(accountGroups.accountId, ids));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    roles: [...row.roles].sort(),
    groups: memberships
      .filter((membership) => membership.accountId === row.id)
      .map((membership) => membership.groupId)
      .sort((a, b) => a - b),
    disabled: row.disabled,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    version: row.version,
  }));
}
