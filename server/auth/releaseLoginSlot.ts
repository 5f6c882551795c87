import { inArray } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { loginFailures } from '../db/schema/security';
import type { LoginSlot } from './loginLimiter';

/**
 * Takes back the failures an attempt wrote in advance, once its password proved right: the attempt costs
 * nothing, and the others' failures stay.
 *
 * @example
 * await releaseLoginSlot(app.db, slot);
 */
export async function releaseLoginSlot(db: Db, slot: LoginSlot): Promise<void> {
  if (slot.failureIds.length > 0)
    await db.delete(loginFailures).where(inArray(loginFailures.id, slot.failureIds));
}
