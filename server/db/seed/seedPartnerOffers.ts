import { asc } from 'drizzle-orm';
import type { Db } from '../Db';
import { partnerOffers } from '../schema/partnerOffers';
import { partners, whitelabelSites } from '../schema/platform';

const PERCENTS = [15, 20, 25, 30, 35, 40, 45, 50];
const CPA_CENTS = [2500, 3500, 5000, 7500, 10_000, 123_456];
const MONTHS = ['2025-01', '2025-06', '2025-11', '2026-02', '2026-05', '2026-08', '2026-11', '2027-01'];

/**
 * About 60 offers: every partner holds terms on two or three sites, revenue shares and CPAs alike, running,
 * ended, starting later and switched off, so the list has pages and every kind and state shows.
 */
export async function seedPartnerOffers(db: Db): Promise<void> {
  const partnerIds = (await db.select({ id: partners.id }).from(partners).orderBy(asc(partners.id))).map(
    (row) => row.id,
  );
  const siteIds = (
    await db.select({ id: whitelabelSites.id }).from(whitelabelSites).orderBy(asc(whitelabelSites.id))
  ).map((row) => row.id);
  if (partnerIds.length === 0 || siteIds.length === 0) return;
  const rows = partnerIds.flatMap((partner, p) =>
    Array.from({ length: 2 + (p % 2) }, (_, s) => {
      const serial = p * 3 + s;
      const revenueShare = serial % 3 !== 1;
      const from = MONTHS[serial % MONTHS.length]!;
      // One in four runs until a day; the others run until changed.
      const until = serial % 4 === 3 ? `${Number(from.slice(0, 4)) + 1}${from.slice(4)}-01` : null;
      return {
        partner,
        site: siteIds[(p + s * 5) % siteIds.length]!,
        kind: revenueShare ? 'revenueShare' : 'cpa',
        revenueSharePercent: revenueShare ? PERCENTS[serial % PERCENTS.length]! : null,
        cpaAmount: revenueShare ? null : CPA_CENTS[serial % CPA_CENTS.length]!,
        validFrom: `${from}-01`,
        validUntil: until,
        active: serial % 7 !== 5,
      };
    }),
  );
  await db.insert(partnerOffers).values(rows);
}
