/** What a payout account field holds, so a change is checked as that part of an account. */
export type BankAccountPart = 'iban' | 'bic' | 'holder' | 'other';

/**
 * The part of a payout account a four-eyes field holds, read from its source (`account_iban`, `details.swift`,
 * `accountHolder`): IBANs are checked with ibantools, BICs by format, a holder may not be empty.
 *
 * @example
 * bankAccountPart('private.account_bic'); // 'bic'
 */
export function bankAccountPart(source: string): BankAccountPart {
  const name = source.slice(source.lastIndexOf('.') + 1);
  if (/iban/i.test(name)) return 'iban';
  if (/bic|swift/i.test(name)) return 'bic';
  if (/holder/i.test(name)) return 'holder';
  return 'other';
}
