import { describe, expect, it } from 'vitest';
import { VAT_ENTRIES, vatEntryOf, vatIncluded } from './vatEntries';

describe('vatEntryOf', () => {
  it('reports SEPA countries on their own line, Colombia as Colombia Adamo and the rest as Non SEPA', () => {
    expect(vatEntryOf('nl')).toMatchObject({ key: 'NL', name: 'Netherlands', rateBp: 2100 });
    expect(vatEntryOf(' CH ')).toMatchObject({ name: 'Switzerland', rateBp: 810 });
    expect(vatEntryOf('CO')).toMatchObject({ name: 'Colombia Adamo', rateBp: 1900 });
    expect(vatEntryOf('US')).toMatchObject({ name: 'Non SEPA', rateBp: 0 });
    expect(vatEntryOf('')).toMatchObject({ name: 'Non SEPA' });
  });

  it('has one line per key and name', () => {
    expect(new Set(VAT_ENTRIES.map((entry) => entry.key)).size).toBe(VAT_ENTRIES.length);
    expect(new Set(VAT_ENTRIES.map((entry) => entry.name)).size).toBe(VAT_ENTRIES.length);
  });
});

describe('vatIncluded', () => {
  it('takes the VAT out of a gross amount, rounded to the cent', () => {
    expect(vatIncluded(12_100, 2100)).toBe(2100);
    expect(vatIncluded(999, 2100)).toBe(173); // 173.38
    expect(vatIncluded(1, 2100)).toBe(0);
    expect(vatIncluded(100, 2550)).toBe(20); // 20.32
    expect(vatIncluded(-12_100, 2100)).toBe(-2100);
    expect(vatIncluded(5000, 0)).toBe(0);
  });
});
