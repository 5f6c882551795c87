import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { accountGroups, groups } from '../../db/schema/staff';

type GroupRow = typeof groups.$inferSelect;

export interface GroupRecord {
  id: number;
  name: string;
  description: string;
  roles: string[];
  accounts: number[];
  createdAt: string;
  version: number;
}

/** Turns group rows into API records with their member account ids (one query for all rows). */
export async function groupRecords(db: Db, rows: GroupRow[]): Promise<GroupRecord[]> {
  const ids = rows.map((row) => row.id);
  const memberships =
    ids.length === 0 ? [] : await db.select().from(accountGroups).where(inArray(accountGroups.groupId, ids));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    roles: [...row.roles].sort(),
    accounts: memberships
      .filter((membership) => membership.groupId === row.id)
      .map((membership) => membership.accountId)
      .sort((a, b) => a - b),
    createdAt: new Date(row.createdAt).toISOString(),
    version: row.version,
  }));
}
