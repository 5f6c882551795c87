import { sql } from 'drizzle-orm';
import type { Db } from '../Db';
import { performers } from '../schema/platformUsers';
import { tariffGroups } from '../schema/tariffs';

type Prices = Record<'default' | 'free' | 'vip' | 'direct_message' | 'tip' | 'tip_toy', number>;

const prices = (perMinute: number, currency = 1): Prices => ({
  default: Math.round(perMinute * currency),
  free: 0,
  vip: Math.round(perMinute * 2 * currency),
  direct_message: Math.round(99 * currency),
  tip: Math.round(100 * currency),
  tip_toy: Math.round(200 * currency),
});

/** The demo groups with the share of performers (out of 100) in each; the last one is new and still empty. */
const GROUPS: readonly { name: string; currency: string; prices: Prices; share: number }[] = [
  { name: 'Standard EUR', currency: 'EUR', prices: prices(199), share: 45 },
  { name: 'Newcomer EUR', currency: 'EUR', prices: prices(149), share: 15 },
  { name: 'Premium EUR', currency: 'EUR', prices: prices(299), share: 15 },
  { name: 'Top models EUR', currency: 'EUR', prices: prices(449), share: 5 },
  { name: 'Standard USD', currency: 'USD', prices: prices(199, 1.1), share: 8 },
  { name: 'Standard GBP', currency: 'GBP', prices: prices(199, 0.85), share: 7 },
  { name: 'Studio partners EUR', currency: 'EUR', prices: prices(179), share: 5 },
  { name: 'Winter 2027 trial', currency: 'EUR', prices: prices(129), share: 0 },
];

/**
 * The demo tariff groups, and every performer in one of them by a share of their ids (one UPDATE, no random
 * draws, so the rest of the seed stays as it was).
 */
export async function seedTariffs(db: Db): Promise<void> {
  const rows = await db
    .insert(tariffGroups)
    .values(GROUPS.map(({ share: _share, ...group }) => group))
    .returning({ id: tariffGroups.id });
  let upTo = 0;
  const cases = GROUPS.flatMap((group, index) => {
    if (group.share === 0) return [];
    upTo += group.share;
    return [sql`when ${performers.id} % 100 < ${upTo} then ${rows[index]!.id}::int`];
  });
  await db.update(performers).set({ tariffGroup: sql`case ${sql.join(cases, sql` `)} end` });
}
