import { PLATFORM_NAMES } from './platformNames';
import type { PlatformRandom } from './platformRandom';

const DAY = 24 * 3600 * 1000;

function companyName(random: PlatformRandom, index: number): string {
  return `${random.pick(PLATFORM_NAMES.companyNames)} ${random.pick(PLATFORM_NAMES.companyWords)} ${index + 1}`;
}

/** The company columns studios and partners share, drawn from `random`. */
export function companyBase(random: PlatformRandom, index: number, now: Date) {
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
