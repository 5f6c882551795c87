import { PLATFORM_NAMES } from './platformNames';
import type { PlatformRandom } from './platformRandom';
import { seedIban } from './seedIban';

const DAY = 24 * 3600 * 1000;
const COMMENTS = [
  'Called about her payout, sorted.',
  'Bank details checked by phone.',
  'Asked to change her stage name.',
  'ID renewed, new copy uploaded.',
];

/** The identity pictures of one performer, as `image:<id>` references. */
export interface IdentityImages {
  front: string;
  back: string;
}

function letters(random: PlatformRandom, count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(65 + random.int(0, 25))).join('');
}

/**
 * What a performer adds to the private part every user has (docs/product.md#entities): bank account, tax
 * numbers and identity papers with their pictures: everything docs/product.md#validation requires of a
 * performer, and most of the optional rest.
 *
 * @example
 * const extra = performerPrivate(random, 'NL', now, { front: 'image:1', back: 'image:2' });
 */
export function performerPrivate(random: PlatformRandom, country: string, now: Date, images: IdentityImages) {
  const fullName = `${random.pick(PLATFORM_NAMES.firstNames).replace(/^./, (first) => first.toUpperCase())} ${random.pick(PLATFORM_NAMES.surnames)}`;
  const { iban, bic } = seedIban(random);
  const business = random.chance(0.3);
  const type = random.weighted([
    ['passport', 5],
    ['id_card', 4],
    ['drivers_license', 1],
  ] as const);
  return {
    account_state: random.weighted([
      ['verified', 85],
      ['unverified', 12],
      ['rejected', 3],
    ] as const),
    account_kor: business && random.chance(0.5) ? 'yes' : 'no',
    account_bic: bic,
    account_btw: business ? `NL${random.int(100_000_000, 999_999_999)}B01` : null,
    account_holder: fullName,
    account_country: 'NL',
    account_iban: iban,
    account_kvk: business ? String(random.int(10_000_000, 99_999_999)) : null,
    account_number: iban.slice(-10),
    company: business ? `${fullName.split(' ').at(-1)} Media` : null,
    comment: random.chance(0.1) ? random.pick(COMMENTS) : null,
    identity_doc_number: `${letters(random, type === 'passport' ? 2 : 1)}${random.int(1_000_000, 9_999_999)}`,
    identity_expiration: new Date(now.getTime() + random.int(60, 3600) * DAY).toISOString().slice(0, 10),
    identity_full_name: fullName,
    identity_nationality: random.chance(0.9) ? country : random.weighted(PLATFORM_NAMES.countries),
    identity_ssn: String(random.int(100_000_000, 999_999_999)),
    identity_type: type,
    identity_front_image: images.front,
    identity_back_image: images.back,
  };
}
