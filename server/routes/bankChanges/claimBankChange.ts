import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/Principal';
import type { Db } from '../../db/Db';
import { bankDetailChanges, type BankChangeStatus } from '../../db/schema/bankChanges';
import { ApiError, notFound } from '../../http/ApiError';
import type { BankChangeRow } from './bankChangeView';

/** 409: the change was decided (or superseded) before this call, by someone else or by an earlier click. */
export function alreadyDecided(row: BankChangeRow): ApiError {
  const by = row.decidedBy ? ` by ${row.decidedBy}` : '';
  return new ApiError(409, 'CONFLICT', `This bank details change was ${row.status} already${by}.`);
}

/**
 * A change that is still pending, or 404 / 409 saying why not.
 *
 * @example
 * const change = await pendingChange(app.db, 7);
 */
export async function pendingChange(db: Db, id: number): Promise<BankChangeRow> {
  const [row] = await db.select().from(bankDetailChanges).where(eq(bankDetailChanges.id, id));
  if (!row) throw notFound(`Bank details change ${id}`);
  if (row.status !== 'pending') throw alreadyDecided(row);
  return row;
}

/**
 * Decides a pending change in one statement, so of two concurrent decisions one wins and the other gets a 409.
 *
 * @example
 * const decided = await claimBankChange(tx, 7, 'approved', principal);
 */
export async function claimBankChange(
  db: Db,
  id: number,
  status: Exclude<BankChangeStatus, 'pending'>,
  actor: Principal,
  reason: string | null = null,
): Promise<BankChangeRow> {
  const [claimed] = await db
    .update(bankDetailChanges)
    .set({
      status,
      decidedById: actor.account.id,
      decidedBy: actor.account.username,
      decidedAt: new Date(),
      reason,
    })
    .where(and(eq(bankDetailChanges.id, id), eq(bankDetailChanges.status, 'pending')))
    .returning();
  if (claimed) return claimed;
  const [now] = await db.select().from(bankDetailChanges).where(eq(bankDetailChanges.id, id));
  throw now ? alreadyDecided(now) : notFound(`Bank details change ${id}`);
}
