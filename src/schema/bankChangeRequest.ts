import type { z } from 'zod';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { validationErrors } from '../../contract/validationErrors';
import { valueAt } from '../../contract/valueAt';
import { bankChangeInputs } from './bankChangeInputs';

type Values = Record<string, unknown>;

/** What the change dialog sends: the new values nested as the record holds them, and the authenticator code. */
export interface BankChangeRequest {
  values: Values;
  code: string;
}

const CODE = /^\d{6}$/;

function setAt(target: Values, path: string, value: unknown): void {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const inner = (target[head] ??= {}) as Values;
  setAt(inner, rest.join('.'), value);
}

/**
 * The change dialog's form read as a request: the typed new values (an input left empty keeps the value on
 * record), checked by the contract's schema (IBAN, BIC, holder), and the 6-digit code; or the errors to show
 * beside the inputs, keyed as the form's sources.
 *
 * @example
 * bankChangeRequest(performers.fields, schema, { private: { account_iban: 'NL91 ABNA 0417 1643 00' }, code: '123456' });
 * // { errors: {}, request: { values: { private: { account_iban: 'NL91ABNA0417164300' } }, code: '123456' } }
 */
export function bankChangeRequest(
  fields: readonly FieldDefinition[],
  schema: z.ZodType<Values>,
  form: Values,
): { errors: Values; request: BankChangeRequest | undefined } {
  const typed: Values = {};
  const fourEyes = bankChangeInputs(fields);
  for (const field of fourEyes) {
    const value = valueAt(form, field.source);
    if (typeof value === 'string' && value.trim()) setAt(typed, field.source, value);
  }
  const parsed = schema.safeParse(typed);
  const errors = parsed.success ? {} : validationErrors(parsed.error);
  const first = fourEyes[0];
  if (Object.keys(typed).length === 0 && first) setAt(errors, first.source, 'Enter at least one new value');
  const code = typeof form.code === 'string' ? form.code.trim() : '';
  if (!CODE.test(code)) errors.code = 'Enter the 6-digit code from your authenticator app';
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors, request: undefined };
  return { errors, request: { values: parsed.data, code } };
}
