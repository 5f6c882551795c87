import { describe, expect, it } from 'vitest';
import { ibanCheckDigits } from './ibanCheckDigits';
import { PlatformRandom } from './platformRandom';
import { seedIban } from './seedIban';

/** The mod-97 check a payout validator runs: move the first four characters to the end, letters to numbers. */
function passesMod97(iban: string): boolean {
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  return BigInt(digits) % 97n === 1n;
}

describe('seedIban', () => {
  it('computes the check digits of known IBANs', () => {
    expect(ibanCheckDigits('NL', 'ABNA0417164300')).toBe('91');
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
  });

  it('draws Dutch IBANs that pass the mod-97 check, with their BIC', () => {
    const random = new PlatformRandom(7);
    for (let i = 0; i < 50; i++) {
      const { iban, bic } = seedIban(random);
      expect(iban).toMatch(/^NL\d{2}[A-Z]{4}\d{10}$/);
      expect(passesMod97(iban)).toBe(true);
      expect(bic).toBe(`${iban.slice(4, 8)}NL2A`);
    }
  });
});
