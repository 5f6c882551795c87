import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/Db';
import { validationError } from '../http/ApiError';

/**
 * 400 naming `field` when an id is not a row of the id column's table (`Unknown group: 4, 9`).
 *
 * @example
 * await assertIdsExist(tx, groups.id, [4, 9], 'groups', 'group');
 */
export async function assertIdsExist(
  db: Db,
  idColumn: PgColumn,
  ids: readonly number[],
  field: string,
  noun: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: idColumn })
    .from(idColumn.table)
    .where(inArray(idColumn, [...ids]));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw validationError({ [field]: `Unknown ${noun}: ${missing.join(', ')}` });
}
