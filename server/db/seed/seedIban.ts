import { ibanCheckDigits } from './ibanCheckDigits';
import type { PlatformRandom } from './platformRandom';

const BANKS = ['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'KNAB'];

/**
 * A Dutch IBAN that passes the mod-97 check, drawn from the seed's generator, with its bank's BIC.
 *
 * @example
 * seedIban(random); // { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' }
 */
export function seedIban(random: PlatformRandom): { iban: string; bic: string } {
  const bank = random.pick(BANKS);
  const account = String(random.int(0, 9_999_999_999)).padStart(10, '0');
  const bban = `${bank}${account}`;
  return { iban: `NL${ibanCheckDigits('NL', bban)}${bban}`, bic: `${bank}NL2A` };
}
