import type { Db } from '../Db';
import { familySites, whitelabelSites } from '../schema/platform';
import { seedBlacklabels } from './seedBlacklabels';
import { seedPartners } from './seedPartners';
import { seedStudios } from './seedStudios';
import type { PlatformRandom } from './platformRandom';

/** The ids the user seed links performers and members to. */
export interface PlatformCompanies {
  /** Every whitelabel site with the family it belongs to (null for sites of the old platform) and its partner's code. */
  whitelabels: { id: number; familyId: number | null; partnerCode: string }[];
  studioIds: number[];
}

const FAMILIES = [
  { name: 'Velvet Live', website: 'https://www.velvetlive.com' },
  { name: 'Starlight Cams', website: 'https://www.starlightcams.com' },
  { name: 'Nova Chat', website: 'https://www.novachat.tv' },
  { name: 'Amber Nights', website: 'https://www.ambernights.com' },
];

const WHITELABELS = [
  ['Velvet Live NL', 'https://www.velvetlive.nl', 0],
  ['Velvet Live DE', 'https://www.velvetlive.de', 0],
  ['Dutch Dates Cams', 'https://cams.dutchdates.nl', 0],
  ['Starlight Cams UK', 'https://www.starlightcams.co.uk', 1],
  ['Starlight Cams FR', 'https://www.starlightcams.fr', 1],
  ['Nachtfalter Live', 'https://live.nachtfalter.de', 1],
  ['Nova Chat', 'https://www.novachat.tv', 2],
  ['Nova Chat ES', 'https://es.novachat.tv', 2],
  ['Kamer Vol Cams', 'https://www.kamervolcams.be', 2],
  ['Amber Nights', 'https://www.ambernights.com', 3],
  ['Amber Nights IT', 'https://www.ambernights.it', 3],
  ['Classic Camclub', 'https://www.classic-camclub.com', null],
] as const;

/** The partner (by position) of each whitelabel site: two partners run two sites each. */
const SITE_PARTNER = [0, 0, 2, 3, 3, 5, 6, 7, 8, 9, 10, 11];

/**
 * Seeds family sites, partners, whitelabel sites, studios and blacklabels.
 *
 * @example
 * const companies = await seedPlatformCompanies(db, new PlatformRandom(1), new Date('2026-11-01'), 100);
 */
export async function seedPlatformCompanies(
  db: Db,
  random: PlatformRandom,
  now: Date,
  studioCount: number,
): Promise<PlatformCompanies> {
  const families = await db
    .insert(familySites)
    .values(FAMILIES.map((family) => ({ ...family, createdAt: new Date('2014-03-01T09:00:00Z') })))
    .returning({ id: familySites.id });
  const partnerRows = await seedPartners(db, random, now);
  const sites = await db
    .insert(whitelabelSites)
    .values(
      WHITELABELS.map(([name, website, family], index) => ({
        name,
        website,
        family: family === null ? null : families[family]!.id,
        partner: partnerRows[SITE_PARTNER[index] ?? index]!.id,
        productGroup: `wl-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      })),
    )
    .returning({
      id: whitelabelSites.id,
      familyId: whitelabelSites.family,
      partner: whitelabelSites.partner,
    });
  const whitelabels = sites.map((site) => ({
    id: site.id,
    familyId: site.familyId,
    partnerCode: partnerRows.find((partner) => partner.id === site.partner)?.partnerCode ?? 'DIRECT',
  }));
  const studioIds = await seedStudios(db, random, now, studioCount, whitelabels);
  await seedBlacklabels(db, random, partnerRows, now);
  return { whitelabels, studioIds };
}
