import { and, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/Db';
import { groups } from '../../db/schema/staff';
import { validationError } from '../../http/ApiError';

export const groupNameField = z
  .string()
  .trim()
  .min(2, 'Use at least 2 characters')
  .max(64, 'Use at most 64 characters');

export const groupDescriptionField = z.string().trim().max(500, 'Use at most 500 characters');

/** Group names are unique without regard to case. */
export async function assertGroupNameFree(
  db: Db,
  name: string | undefined,
  exceptId?: number,
): Promise<void> {
  if (!name) return;
  const [clash] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        sql`lower(${groups.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(groups.id, exceptId),
      ),
    );
  if (clash) throw validationError({ name: 'A group with this name exists' });
}
