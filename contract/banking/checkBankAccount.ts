import { countrySpecs, isSEPACountry, validateBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

export interface BankAccount {
  holder?: string;
  iban?: string;
  bic?: string;
}

export interface BankAccountCheck {
  /** The IBAN as a transfer carries it: upper case, no spaces, dashes or dots. */
  iban: string;
  bic: string;
  /** The IBAN's country code, when the IBAN has one the registry knows. */
  country: string | null;
  /** Whether the IBAN's country takes part in SEPA credit transfers. */
  sepa: boolean;
  /** What is wrong, in words; empty when the account can be paid. */
  errors: string[];
}

const compact = (value: string | undefined) => (value ?? '').replace(/[\s.-]/g, '').toUpperCase();

function ibanErrors(iban: string, country: string): string[] {
  if (!iban) return ['IBAN is missing'];
  const codes = validateIBAN(iban).errorCodes;
  if (codes.includes(ValidationErrorsIBAN.NoIBANCountry)) return [`IBAN country '${country}' is unknown`];
  if (codes.includes(ValidationErrorsIBAN.WrongBBANLength)) {
    const expected = countrySpecs[country]?.chars;
    return [`IBAN has ${iban.length} characters; ${country} IBANs have ${expected}`];
  }
  const errors: string[] = [];
  if (codes.includes(ValidationErrorsIBAN.WrongBBANFormat)) {
    errors.push(`IBAN account number is not in the ${country} format`);
  }
  if (
    codes.includes(ValidationErrorsIBAN.ChecksumNotNumber) ||
    codes.includes(ValidationErrorsIBAN.WrongIBANChecksum)
  ) {
    errors.push('IBAN check digits are wrong (mod 97)');
  }
  if (codes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    errors.push('IBAN bank or branch check digits are wrong');
  }
  return errors;
}

function bicErrors(bic: string, sepa: boolean): string[] {
  if (!bic) return sepa ? [] : ['BIC is missing; transfers outside SEPA need one'];
  if (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) || !validateBIC(bic).valid) {
    return [`BIC '${bic}' is not 8 or 11 characters of bank, country, location and branch code`];
  }
  return [];
}

/**
 * Whether a payout can be sent to this bank account: holder present, IBAN length per country and mod-97 check
 * digits, BIC format (required outside SEPA), and whether the transfer is a SEPA one.
 *
 * @example
 * checkBankAccount({ holder: 'Ann', iban: 'NL91 ABNA 0417 1643 00' }).errors; // []
 */
export function checkBankAccount(account: BankAccount): BankAccountCheck {
  const iban = compact(account.iban);
  const bic = compact(account.bic);
  const code = iban.slice(0, 2);
  const country = countrySpecs[code]?.chars ? code : null;
  const sepa = country !== null && isSEPACountry(country);
  const holder = account.holder?.trim() ? [] : ['Account holder is missing'];
  return {
    iban,
    bic,
    country,
    sepa,
    errors: [...holder, ...ibanErrors(iban, code), ...bicErrors(bic, sepa)],
  };
}
