import { PLATFORM_NAMES } from './platformNames';
import type { PlatformRandom } from './platformRandom';

/**
 * The address keys of the private part (docs/product.md#entities), with the phone number (a type: jsonb takes
 * records).
 */
export type SeedAddress = {
  address_address: string;
  address_address2: string | null;
  address_city: string;
  address_country: string;
  address_postalcode: string;
  address_state: string;
  phone_number: string;
};

interface CountryFormat {
  /** International prefix of a mobile number, then how many digits follow. */
  mobile: readonly [string, number];
  /** `d` is a digit, `L` a capital letter. */
  postalCode: string;
  /** `{street}` is a name, `{n}` a house number. */
  street: string;
  /** The region of each city of PLATFORM_NAMES.cities, in the same order. */
  regions: readonly string[];
}

const FORMATS: Record<string, CountryFormat> = {
  NL: {
    mobile: ['+31 6', 8],
    postalCode: 'dddd LL',
    street: '{street}straat {n}',
    regions: ['Noord-Holland', 'Zuid-Holland', 'Utrecht', 'Noord-Brabant', 'Groningen'],
  },
  DE: {
    mobile: ['+49 15', 9],
    postalCode: 'ddddd',
    street: '{street}straße {n}',
    regions: ['Berlin', 'Hamburg', 'Nordrhein-Westfalen', 'Bayern', 'Nordrhein-Westfalen'],
  },
  BE: {
    mobile: ['+32 4', 8],
    postalCode: 'dddd',
    street: '{street}straat {n}',
    regions: ['Antwerpen', 'Oost-Vlaanderen', 'Brussels Hoofdstedelijk Gewest'],
  },
  GB: {
    mobile: ['+44 7', 9],
    postalCode: 'LLd dLL',
    street: '{n} {street} Street',
    regions: ['Greater London', 'Greater Manchester', 'West Yorkshire'],
  },
  FR: {
    mobile: ['+33 6', 8],
    postalCode: 'ddddd',
    street: '{n} rue {street}',
    regions: ['Île-de-France', 'Auvergne-Rhône-Alpes', 'Hauts-de-France'],
  },
  US: {
    mobile: ['+1 305', 7],
    postalCode: 'ddddd',
    street: '{n} {street} Avenue',
    regions: ['Florida', 'California', 'New York'],
  },
  ES: {
    mobile: ['+34 6', 8],
    postalCode: 'ddddd',
    street: 'Calle {street} {n}',
    regions: ['Comunidad de Madrid', 'Cataluña', 'Comunitat Valenciana'],
  },
  IT: {
    mobile: ['+39 3', 9],
    postalCode: 'ddddd',
    street: 'Via {street} {n}',
    regions: ['Lombardia', 'Lazio', 'Piemonte'],
  },
  AT: {
    mobile: ['+43 664', 7],
    postalCode: 'dddd',
    street: '{street}gasse {n}',
    regions: ['Wien', 'Steiermark'],
  },
  CH: {
    mobile: ['+41 7', 8],
    postalCode: 'dddd',
    street: '{street}strasse {n}',
    regions: ['Zürich', 'Basel-Stadt'],
  },
  PL: {
    mobile: ['+48 5', 8],
    postalCode: 'dd-ddd',
    street: 'ul. {street} {n}',
    regions: ['Mazowieckie', 'Małopolskie'],
  },
  RO: {
    mobile: ['+40 7', 8],
    postalCode: 'dddddd',
    street: 'Strada {street} {n}',
    regions: ['București', 'Cluj'],
  },
  CO: {
    mobile: ['+57 3', 9],
    postalCode: 'dddddd',
    street: 'Calle {n} # {street}',
    regions: ['Antioquia', 'Bogotá D.C.', 'Valle del Cauca'],
  },
  SE: {
    mobile: ['+46 7', 8],
    postalCode: 'ddd dd',
    street: '{street}gatan {n}',
    regions: ['Stockholms län', 'Västra Götalands län'],
  },
};

function digits(random: PlatformRandom, count: number): string {
  return Array.from({ length: count }, (_, index) => random.int(index === 0 ? 1 : 0, 9)).join('');
}

function fill(random: PlatformRandom, pattern: string): string {
  return pattern.replace(/[dL]/g, (slot) =>
    slot === 'd' ? String(random.int(0, 9)) : String.fromCharCode(65 + random.int(0, 25)),
  );
}

/**
 * A postal address and mobile number laid out as they are in `country` (one of PLATFORM_NAMES.countries),
 * in a city of that country with its region.
 *
 * @example
 * seedAddress(random, 'NL'); // { address_address: 'Bakkerstraat 12', address_postalcode: '1017 AB', … }
 */
export function seedAddress(random: PlatformRandom, country: string): SeedAddress {
  const format = FORMATS[country] ?? FORMATS.NL!;
  const cities = PLATFORM_NAMES.cities[country] ?? ['Amsterdam'];
  const city = random.int(0, cities.length - 1);
  const word = random.pick(PLATFORM_NAMES.words);
  const street = word.charAt(0).toUpperCase() + word.slice(1);
  const [prefix, length] = format.mobile;
  return {
    address_address: format.street.replace('{street}', street).replace('{n}', String(random.int(1, 240))),
    address_address2: random.chance(0.15)
      ? `${random.pick(['Apt', 'Unit', 'Floor'])} ${random.int(1, 30)}`
      : null,
    address_city: cities[city]!,
    address_country: country,
    address_postalcode: fill(random, format.postalCode),
    address_state: format.regions[city] ?? format.regions[0]!,
    phone_number: `${prefix} ${digits(random, length)}`,
  };
}
