import { bankAccountPart } from '../../../contract/banking/bankAccountPart';
import { fourEyesFields } from '../../../contract/banking/fourEyesFields';
import type { FieldDefinition } from '../../../contract/FieldDefinition';

/**
 * Valid new values for a sample request (the authorization walk, the bad-input properties): a new IBAN, nested
 * where the record holds it, or a holder where the resource has no IBAN.
 *
 * @example
 * sampleBankValues(performers.fields); // { private: { account_iban: 'NL91ABNA0417164300' } }
 */
export function sampleBankValues(fields: readonly FieldDefinition[]): Record<string, unknown> {
  const candidates = fourEyesFields(fields);
  const field = candidates.find((candidate) => bankAccountPart(candidate.source) === 'iban') ?? candidates[0];
  if (!field) return {};
  const value = bankAccountPart(field.source) === 'iban' ? 'NL91ABNA0417164300' : 'Sample Holder';
  return nested(field.source.split('.'), value);
}

function nested([head = '', ...rest]: readonly string[], value: unknown): Record<string, unknown> {
  return { [head]: rest.length > 0 ? nested(rest, value) : value };
}
