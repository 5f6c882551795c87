import type { Db } from '../Db';
import { blacklabels } from '../schema/platform';
import type { PlatformRandom } from './platformRandom';

const LOCALES = ['en', 'nl', 'de', 'fr', 'es', 'it'];

/**
 * Seeds 20 blacklabels: partners' own-brand sites on their own domains, in a few states and locales.
 *
 * @example
 * await seedBlacklabels(db, random, partnerRows, now);
 */
export async function seedBlacklabels(
  db: Db,
  random: PlatformRandom,
  partners: readonly { id: number; name: string }[],
  now: Date,
): Promise<void> {
  const rows = Array.from({ length: 20 }, (_, index) => {
    const partner = partners[index % partners.length]!;
    const slug = partner.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    return {
      name: `${partner.name.split(' ')[0]} Cams ${index + 1}`,
      domain: `cams${index + 1}.${slug}.com`,
      partner: partner.id,
      productGroup: `bl-${slug}-${index + 1}`,
      locales: LOCALES.filter((_, position) => position === 0 || random.chance(0.3)),
      state: random.pick(['draft', 'live', 'live', 'suspended']),
      createdAt: new Date(now.getTime() - random.int(1, 900) * 24 * 3600 * 1000),
    };
  });
  await db.insert(blacklabels).values(rows);
}
