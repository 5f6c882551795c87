import type { PlatformRandom } from './platformRandom';
import type { SeedAddress } from './seedAddress';

const BANKS: Record<string, string> = {
  ABNA: 'ABN AMRO',
  INGB: 'ING',
  RABO: 'Rabobank',
  TRIO: 'Triodos',
  SNSB: 'SNS',
  KNAB: 'Knab',
};

/**
 * The address, registration and bank fields of a partner's or a studio's details, for the company `holder`.
 * Draws the KvK and then the VAT number from `random`, nothing else, so a seed keeps its sequence.
 *
 * @example
 * details: { ...companyLedger(random, base.company, seedAddress(random, 'NL'), seedIban(random)), approved }
 */
export function companyLedger(
  random: PlatformRandom,
  holder: string,
  address: SeedAddress,
  bank: { iban: string; bic: string },
) {
  return {
    address: address.address_address,
    address2: address.address_address2,
    postalCode: address.address_postalcode,
    city: address.address_city,
    phoneNumber: address.phone_number,
    kvk: String(random.int(10_000_000, 99_999_999)),
    vat: `NL${random.int(100_000_000, 999_999_999)}B01`,
    bankName: BANKS[bank.bic.slice(0, 4)] ?? 'ING',
    bankCountry: 'NL',
    bankCity: 'Amsterdam',
    swift: bank.bic,
    iban: bank.iban,
    accountNumber: bank.iban.slice(-10),
    accountHolder: holder,
  };
}
