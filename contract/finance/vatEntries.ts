/**
 * The lines of the VAT report (docs/product.md#entities: countries with code, name, continent, plus the
 * special entries 'Non SEPA' and 'Colombia Adamo'): each SEPA country with its standard VAT rate, in basis
 * points (2100 = 21%), as of 2026. Payments from members elsewhere are reported together under 'Non SEPA',
 * except Colombia's, which the platform declares through its Colombian entity, Adamo.
 */
export interface VatEntry {
  /** The country code, or NON_SEPA / CO_ADAMO for the special entries. */
  key: string;
  name: string;
  continent: string;
  rateBp: number;
}

const SEPA: readonly (readonly [code: string, name: string, rateBp: number])[] = [
  ['AT', 'Austria', 2000],
  ['BE', 'Belgium', 2100],
  ['BG', 'Bulgaria', 2000],
  ['CH', 'Switzerland', 810],
  ['CY', 'Cyprus', 1900],
  ['CZ', 'Czechia', 2100],
  ['DE', 'Germany', 1900],
  ['DK', 'Denmark', 2500],
  ['EE', 'Estonia', 2400],
  ['ES', 'Spain', 2100],
  ['FI', 'Finland', 2550],
  ['FR', 'France', 2000],
  ['GB', 'United Kingdom', 2000],
  ['GR', 'Greece', 2400],
  ['HR', 'Croatia', 2500],
  ['HU', 'Hungary', 2700],
  ['IE', 'Ireland', 2300],
  ['IS', 'Iceland', 2400],
  ['IT', 'Italy', 2200],
  ['LI', 'Liechtenstein', 810],
  ['LT', 'Lithuania', 2100],
  ['LU', 'Luxembourg', 1700],
  ['LV', 'Latvia', 2100],
  ['MC', 'Monaco', 2000],
  ['MT', 'Malta', 1800],
  ['NL', 'Netherlands', 2100],
  ['NO', 'Norway', 2500],
  ['PL', 'Poland', 2300],
  ['PT', 'Portugal', 2300],
  ['RO', 'Romania', 2100],
  ['SE', 'Sweden', 2500],
  ['SI', 'Slovenia', 2200],
  ['SK', 'Slovakia', 2300],
];

export const NON_SEPA: VatEntry = { key: 'NON_SEPA', name: 'Non SEPA', continent: '', rateBp: 0 };
export const COLOMBIA_ADAMO: VatEntry = {
  key: 'CO_ADAMO',
  name: 'Colombia Adamo',
  continent: 'South America',
  rateBp: 1900,
};

export const VAT_ENTRIES: readonly VatEntry[] = [
  ...SEPA.map(([key, name, rateBp]) => ({ key, name, continent: 'Europe', rateBp })),
  COLOMBIA_ADAMO,
  NON_SEPA,
];

const byCountry = new Map(
  VAT_ENTRIES.filter((entry) => entry.key.length === 2).map((entry) => [entry.key, entry]),
);

/**
 * The report line a member's country falls under.
 *
 * @example
 * vatEntryOf('nl').name; // 'Netherlands'
 * vatEntryOf('US').name; // 'Non SEPA'
 */
export function vatEntryOf(country: string): VatEntry {
  const code = country.trim().toUpperCase();
  if (code === 'CO') return COLOMBIA_ADAMO;
  return byCountry.get(code) ?? NON_SEPA;
}

/**
 * The VAT inside a gross amount that includes it, rounded to the cent (half away from zero).
 *
 * @example
 * vatIncluded(12100, 2100); // 2100
 */
export function vatIncluded(grossCents: number, rateBp: number): number {
  const vat = (Math.abs(grossCents) * rateBp) / (10_000 + rateBp);
  return Math.sign(grossCents) * Math.round(vat);
}
