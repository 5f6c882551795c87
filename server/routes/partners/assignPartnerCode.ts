import { count, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/Principal';
import type { Db } from '../../db/Db';
import { partners } from '../../db/schema/platform';
import { partnerCodes, partnerCodeTraffic } from '../../db/schema/partnerTraffic';
import { ApiError, notFound, validationError } from '../../http/ApiError';
import { writeAudit } from '../../trail/writeAudit';

/** The partner that owns a code already, as its own code or as one assigned to it. */
async function ownerOf(tx: Db, code: string) {
  const [own] = await tx
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.partnerCode, code));
  if (own) return own;
  const [assigned] = await tx
    .select({ id: partners.id, name: partners.name })
    .from(partnerCodes)
    .innerJoin(partners, eq(partners.id, partnerCodes.partner))
    .where(eq(partnerCodes.code, code));
  return assigned;
}

/**
 * Gives a partner code no partner owns to a partner, with its history: every day of traffic that came with it
 * counts toward that partner from now on. A code another partner owns already is a 409 naming that partner; a
 * code no traffic came with is a 404. Audited on the partner (`partner.code-assigned`), in one transaction.
 *
 * @example
 * await assignPartnerCode(app.db, principal, 'AFF-7731', 4); // { code: 'AFF-7731', partner: 4, days: 61, … }
 */
export async function assignPartnerCode(db: Db, actor: Principal, code: string, partnerId: number) {
  return db.transaction(async (tx) => {
    // One assignment of a code at a time: a second waits here, then finds the code owned.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner-code:${code}`}))`);
    const [partner] = await tx
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(eq(partners.id, partnerId));
    if (!partner) throw validationError({ partner: `Partner ${partnerId} does not exist` });
    const owner = await ownerOf(tx, code);
    if (owner)
      throw new ApiError(409, 'CONFLICT', `Code ${code} belongs to partner ${owner.name} already.`, {
        current: { code, partner: owner },
      });
    const [seen] = await tx
      .select({ days: count() })
      .from(partnerCodeTraffic)
      .where(eq(partnerCodeTraffic.code, code));
    if (!seen?.days) throw notFound(`Traffic with partner code ${code}`);
    await tx.insert(partnerCodes).values({ partner: partner.id, code });
    const moved = await tx
      .update(partnerCodeTraffic)
      .set({ partner: partner.id })
      .where(eq(partnerCodeTraffic.code, code))
      .returning({ visits: partnerCodeTraffic.visits, signups: partnerCodeTraffic.signups });
    const visits = moved.reduce((total, row) => total + row.visits, 0);
    const signups = moved.reduce((total, row) => total + row.signups, 0);
    await writeAudit(tx, {
      actor: actor.account,
      action: 'partner.code-assigned',
      target: `partner:${partner.id}`,
      changes: { partnerCodes: { before: null, after: code } },
      ...(actor.save ? { save: actor.save } : {}),
    });
    return { code, partner: partner.id, days: moved.length, visits, signups };
  });
}
