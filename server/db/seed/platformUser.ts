import { PLATFORM_NAMES } from './platformNames';
import type { PlatformCompanies } from './platformCompanies';
import type { PlatformRandom } from './platformRandom';

const DAY = 24 * 3600 * 1000;
const PLATFORM_START = new Date('2015-01-01T00:00:00Z');

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

/**
 * The columns performers and members share, drawn from `random`; `serial` keeps the username unique.
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
  const createdAt = random.dateBetween(PLATFORM_START, now, 2);
  const neverLoggedIn = random.chance(0.05);
  return {
    username: name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@${random.weighted(PLATFORM_NAMES.mailDomains)}`,
    state: random.weighted(PLATFORM_NAMES.userStates),
    accountState: random.weighted(PLATFORM_NAMES.accountStates),
    whitelabelId: site.id,
    familyId: site.familyId,
    country,
    countryFromIp: random.chance(0.9) ? country : random.weighted(PLATFORM_NAMES.countries),
    preferredLanguage: PLATFORM_NAMES.languages[country] ?? 'en',
    gender: random.weighted(genders),
    dateOfBirth: birthDate(random, now),
    emailVerified: random.chance(0.85),
    emailOptout: random.chance(0.2),
    affiliateCode: random.chance(0.25) ? `AFF${random.int(10000, 99999)}` : null,
    affiliateInfo: random.chance(0.1) ? `campaign-${random.int(1, 60)}` : null,
    lastLogin: neverLoggedIn ? null : random.dateBetween(createdAt, now, 4),
    createdAt,
  };
}
