import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { partners } from '../../db/schema/platform';
import { partnerCodes, partnerCodeTraffic } from '../../db/schema/partnerTraffic';
import { ApiError } from '../../http/ApiError';

/**
 * A partner taking `code` as its own code: refused (409 naming the owner) when another partner holds it as an
 * assigned code; assignments of the same code wait for this transaction (the lock assignPartnerCode takes).
 */
export async function claimOwnCode(tx: Db, code: string, partnerId: number | undefined): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner-code:${code}`}))`);
  const [holder] = await tx
    .select({ id: partners.id, name: partners.name })
    .from(partnerCodes)
    .innerJoin(partners, eq(partners.id, partnerCodes.partner))
    .where(eq(partnerCodes.code, code));
  if (holder && holder.id !== partnerId)
    throw new ApiError(409, 'CONFLICT', `Code ${code} belongs to partner ${holder.name} already.`, {
      current: { code, partner: holder },
    });
}

/**
 * After a partner's own code changed from `before` to `after`: the old code stays the partner's (an assigned
 * code, so its traffic stays counted), the new one is its own (no longer an assigned one), and the traffic that
 * came with the new code counts toward it.
 */
export async function movePartnerCode(
  tx: Db,
  partnerId: number,
  before: string | undefined,
  after: string,
): Promise<void> {
  if (before && before !== after)
    await tx.insert(partnerCodes).values({ partner: partnerId, code: before }).onConflictDoNothing();
  await tx.delete(partnerCodes).where(and(eq(partnerCodes.partner, partnerId), eq(partnerCodes.code, after)));
  await tx.update(partnerCodeTraffic).set({ partner: partnerId }).where(eq(partnerCodeTraffic.code, after));
}
