import type { Db } from '../Db';
import { familySites, partners, studios, whitelabelSites } from '../schema/platform';
import { PLATFORM_NAMES } from './platformNames';
import type { PlatformRandom } from './platformRandom';

/** The ids the user seed links performers and members to. */
export interface PlatformCompanies {
  /** Every whitelabel site with the family it belongs to (null for sites of the old platform). */
  whitelabels: { id: number; familyId: number | null }[];
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

const DAY = 24 * 3600 * 1000;

function companyName(random: PlatformRandom, index: number): string {
  return `${random.pick(PLATFORM_NAMES.companyNames)} ${random.pick(PLATFORM_NAMES.companyWords)} ${index + 1}`;
}

function companyBase(random: PlatformRandom, index: number, now: Date) {
  const name = companyName(random, index);
  const country = random.weighted(PLATFORM_NAMES.countries);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return {
    name,
    email: `info@${slug}.com`,
    state: random.weighted(PLATFORM_NAMES.companyStates),
    accountState: random.weighted(PLATFORM_NAMES.accountStates),
    emailVerified: random.chance(0.9),
    company: `${name} B.V.`,
    affiliateCode: random.chance(0.4) ? `AFF${random.int(10000, 99999)}` : null,
    language: PLATFORM_NAMES.languages[country] ?? 'en',
    country,
    city: random.pick(PLATFORM_NAMES.cities[country] ?? ['Amsterdam']),
    phoneNumber: `+31 6 ${random.int(10000000, 99999999)}`,
    payoutInterval: random.pick(['10 Days', 'Monthly']),
    approved: random.chance(0.8),
    createdAt: random.dateBetween(new Date(now.getTime() - 10 * 365 * DAY), now, 1.5),
  };
}

/**
 * Seeds family sites, partners, whitelabel sites and studios.
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
  const partnerRows = await db
    .insert(partners)
    .values(
      Array.from({ length: 24 }, (_, index) => {
        const base = companyBase(random, index, now);
        return {
          ...base,
          partnerCode: `P${String(1001 + index)}`,
          website: `https://www.${base.email.split('@')[1]}`,
        };
      }),
    )
    .returning({ id: partners.id });
  const whitelabels = await db
    .insert(whitelabelSites)
    .values(
      WHITELABELS.map(([name, website, family], index) => ({
        name,
        website,
        familyId: family === null ? null : families[family]!.id,
        partnerId: partnerRows[index]!.id,
        productGroup: `wl-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      })),
    )
    .returning({ id: whitelabelSites.id, familyId: whitelabelSites.familyId });
  const studioRows = await db
    .insert(studios)
    .values(
      Array.from({ length: studioCount }, (_, index) => {
        const base = companyBase(random, index, now);
        return {
          ...base,
          partnerCode: random.chance(0.5) ? `S${String(2001 + index)}` : null,
          address: `${random.pick(PLATFORM_NAMES.words)}straat ${random.int(1, 240)}`,
          postalCode: `${random.int(1000, 9999)} ${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}`,
          kvk: String(random.int(10000000, 99999999)),
          vat: `NL${random.int(100000000, 999999999)}B01`,
          iban: `NL${random.int(10, 99)}INGB0${random.int(100000000, 999999999)}`,
          performerLimit: random.pick([10, 25, 50, 100]),
          studioWebsite: random.chance(0.6) ? `https://www.${base.email.split('@')[1]}` : null,
          whitelabelId: random.pick(whitelabels).id,
        };
      }),
    )
    .returning({ id: studios.id });
  return { whitelabels, studioIds: studioRows.map((row) => row.id) };
}
