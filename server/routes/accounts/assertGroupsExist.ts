import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { groups } from '../../db/schema/staff';
import { validationError } from '../../http/ApiError';

/** 400 naming `field` when an id is not a group. */
export async function assertGroupsExist(db: Db, ids: readonly number[], field = 'groups'): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.id, [...ids]));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw validationError({ [field]: `Unknown group: ${missing.join(', ')}` });
}
