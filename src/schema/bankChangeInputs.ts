import { bankAccountPart, type BankAccountPart } from '../../contract/banking/bankAccountPart';
import { fourEyesFields } from '../../contract/banking/fourEyesFields';
import type { FieldDefinition } from '../../contract/FieldDefinition';

const ORDER: readonly BankAccountPart[] = ['holder', 'iban', 'bic', 'other'];

/**
 * A definition's payout account fields (dotted sources) as a bank's form asks them: holder, IBAN, BIC, then the
 * rest, each part in the definition's order.
 *
 * @example
 * bankChangeInputs(performers.fields).map((field) => field.label); // ['Account holder', 'IBAN', 'BIC', 'Account number']
 */
export function bankChangeInputs(fields: readonly FieldDefinition[]): FieldDefinition[] {
  const rank = (field: FieldDefinition) => ORDER.indexOf(bankAccountPart(field.source));
  return fourEyesFields(fields).sort((a, b) => rank(a) - rank(b));
}
