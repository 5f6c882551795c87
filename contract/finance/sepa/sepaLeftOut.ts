import { checkBankAccount } from '../../banking/checkBankAccount';

/**
 * Why a payout invoice is not among the SEPA file's transfers, in the words the payouts page shows; null when it
 * is one of them. The file and the page both ask this, so the page names every invoice the file leaves out.
 *
 * @example
 * sepaLeftOut({ amount: 0, accountHolder: 'A. Berg', iban: 'NL91ABNA0417164300', bic: '' }); // 'Nothing to pay: …'
 */
export function sepaLeftOut(invoice: {
  amount: number;
  accountHolder: string;
  iban: string;
  bic: string;
}): string | null {
  if (invoice.amount <= 0) return 'Nothing to pay: the reservations withheld its earnings, or it had none';
  const account = checkBankAccount({ holder: invoice.accountHolder, iban: invoice.iban, bic: invoice.bic });
  if (account.errors.length > 0) return `Bank data: ${account.errors.join('; ')}`;
  if (!account.sepa) return 'Not a SEPA account: pay it by hand';
  return null;
}
