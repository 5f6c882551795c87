import { friendlyFormatIBAN } from 'ibantools';
import { bankAccountPart } from '../../contract/banking/bankAccountPart';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { valueAt } from '../../contract/valueAt';
import { bankChangeInputs } from './bankChangeInputs';

export interface BankChangeRow {
  label: string;
  value: string;
}

/**
 * A change's new values as the panel lists them, in the order the dialog asks them, with their labels: an IBAN in groups of
 * four (as a bank's form shows it, easy to compare), a cleared value said in words.
 *
 * @example
 * bankChangeRows(performers.fields, { private: { account_iban: 'DE89370400440532013000' } });
 * // [{ label: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' }]
 */
export function bankChangeRows(
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
): BankChangeRow[] {
  return bankChangeInputs(fields).flatMap((field) => {
    const value = valueAt(values, field.source);
    if (value === undefined || value === null) return [];
    const text = String(value);
    if (!text) return [{ label: field.label, value: 'Cleared' }];
    const shown = bankAccountPart(field.source) === 'iban' ? (friendlyFormatIBAN(text) ?? text) : text;
    return [{ label: field.label, value: shown }];
  });
}
