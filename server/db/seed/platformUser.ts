import type { UserWhitelabel } from '../schema/platformUsers';
import { PLATFORM_NAMES } from './platformNames';
import type { PlatformCompanies } from './platformCompanies';
import type { PlatformRandom } from './platformRandom';
import { seedAddress, type SeedAddress } from './seedAddress';
import { shapeTime } from './weeklyShape';

const DAY = 24 * 3600 * 1000;
const PLATFORM_START = new Date('2015-01-01T00:00:00Z');
const LANGUAGE_BITS: Record<string, number> = { en: 1, nl: 2, de: 4, fr: 8, es: 16, it: 32 };

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The trailing number makes the username unique; the letters before it never contain a digit. */
function username(random: PlatformRandom, serial: number): string {
  const first = random.pick(PLATFORM_NAMES.firstNames);
  const word = random.pick(PLATFORM_NAMES.words);
  const separator = random.pick(PLATFORM_NAMES.separators);
  const styled = random.chance(0.3) ? capitalise(first) + capitalise(word) : first + separator + word;
  return `${styled}${serial}`;
}

function birthDate(random: PlatformRandom, now: Date): string {
  const age = random.int(18, 70) * 365 * DAY + random.int(0, 364) * DAY;
  return new Date(now.getTime() - age).toISOString().slice(0, 10);
}

/** The sites a user is registered on: their own, sometimes a sister site of the same family too. */
function sitesOf(
  random: PlatformRandom,
  companies: PlatformCompanies,
  own: PlatformCompanies['whitelabels'][number],
) {
  const sites: UserWhitelabel[] = [{ whitelabel: own.id, partnerCode: own.partnerCode }];
  const sister = companies.whitelabels.find((site) => site.id !== own.id && site.familyId === own.familyId);
  if (sister && own.familyId !== null && random.chance(0.15))
    sites.push({ whitelabel: sister.id, partnerCode: sister.partnerCode });
  return sites;
}

/** What every user's private part holds; performers add their bank account and papers. */
export type UserPrivate = SeedAddress & {
  gender: string;
  dateOfBirth: string;
};

function userPrivate(
  random: PlatformRandom,
  genders: readonly (readonly [string, number])[],
  now: Date,
  country: string,
): UserPrivate {
  return {
    gender: random.weighted(genders),
    dateOfBirth: birthDate(random, now),
    ...seedAddress(random, country),
  };
}

/**
 * The columns performers and members share, drawn from `random`; `serial` keeps the username unique. The
 * private part holds what every user gives (gender, birth date, address, phone); performers add more.
 *
 * @example
 * const row = platformUser(random, 17, companies, now, PLATFORM_NAMES.memberGenders);
 */
export function platformUser(
  random: PlatformRandom,
  serial: number,
  companies: PlatformCompanies,
  now: Date,
  genders: readonly (readonly [string, number])[],
) {
  const name = username(random, serial);
  const site = random.pick(companies.whitelabels);
  const country = random.weighted(PLATFORM_NAMES.countries);
  const createdAt = shapeTime(random.dateBetween(PLATFORM_START, now, 2), PLATFORM_START, now);
  const neverLoggedIn = random.chance(0.05);
  const language = PLATFORM_NAMES.languages[country] ?? 'en';
  return {
    username: name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@${random.weighted(PLATFORM_NAMES.mailDomains)}`,
    state: random.weighted(PLATFORM_NAMES.userStates),
    accountState: random.weighted(PLATFORM_NAMES.accountStates),
    whitelabel: site.id,
    family: site.familyId,
    country,
    countryFromIP: random.chance(0.9) ? country : random.weighted(PLATFORM_NAMES.countries),
    preferredLanguage: language,
    languageBitflag: (LANGUAGE_BITS[language] ?? 1) | (random.chance(0.4) ? LANGUAGE_BITS.en! : 0),
    emailVerified: random.chance(0.85),
    emailOptout: random.chance(0.2),
    affiliateCode: random.chance(0.3) ? `AFF${random.int(10000, 99999)}` : site.partnerCode,
    affiliateInfo: random.chance(0.1) ? `campaign-${random.int(1, 60)}` : null,
    pt1: random.chance(0.2) ? `pt-${random.int(100, 999)}` : null,
    pt2: random.chance(0.05) ? `sub-${random.int(1, 40)}` : null,
    pt3: null,
    private: userPrivate(random, genders, now, country),
    whitelabels: sitesOf(random, companies, site),
    lastLogin: neverLoggedIn ? null : random.dateBetween(createdAt, now, 4),
    createdAt,
  };
}
