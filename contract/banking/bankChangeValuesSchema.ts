import { z } from 'zod';
import type { FieldDefinition } from '../FieldDefinition';
import { isMasked } from '../masking';
import { bankAccountPart } from './bankAccountPart';
import { checkBankAccount } from './checkBankAccount';
import { fourEyesFields } from './fourEyesFields';

type Shape = { [key: string]: Shape | z.ZodType };

/** One new value: text within the field's limits, never a mask, checked and written as its part of an account. */
function valueSchema(field: FieldDefinition): z.ZodType {
  if (field.kind !== 'text')
    throw new Error(`${field.source} changes under four eyes, so it must be a text field`);
  const part = bankAccountPart(field.source);
  const text = z
    .string({ error: `${field.label} must be text` })
    .max(field.maxLength ?? 200, {
      error: `${field.label} must be at most ${field.maxLength ?? 200} characters`,
    })
    .refine((value) => !isMasked(value), { error: `${field.label}: type the new value, not the masked one` });
  return text.transform((value, context) => {
    const trimmed = value.trim();
    if (part === 'holder' && !trimmed)
      context.addIssue({ code: 'custom', message: `${field.label} is required` });
    if (part === 'iban') {
      const check = checkBankAccount({ holder: '-', iban: trimmed });
      const errors = check.errors.filter((error) => error.startsWith('IBAN'));
      if (errors.length > 0) context.addIssue({ code: 'custom', message: errors.join('; ') });
      return check.iban;
    }
    if (part === 'bic' && trimmed) {
      const check = checkBankAccount({ holder: '-', iban: '', bic: trimmed });
      const errors = check.errors.filter((error) => error.startsWith('BIC'));
      if (errors.length > 0) context.addIssue({ code: 'custom', message: errors.join('; ') });
      return check.bic;
    }
    return trimmed;
  });
}

function objectOf(shape: Shape): z.ZodType {
  const entries = Object.entries(shape).map(([key, inner]) => [
    key,
    (inner instanceof z.ZodType ? inner : objectOf(inner)).optional(),
  ]);
  return z.object(Object.fromEntries(entries)).strict();
}

const hasValue = (value: unknown): boolean =>
  typeof value === 'object' && value !== null ? Object.values(value).some(hasValue) : value !== undefined;

/**
 * The new values a change of a record's payout account may carry: its four-eyes fields, nested as the record holds
 * them, each optional but at least one given. IBANs are checked as the payout validator checks them (ibantools:
 * country, length, mod 97) and kept without spaces in upper case, a BIC must have its format (or be cleared), a
 * holder may not be empty, and a masked value is refused.
 *
 * @example
 * bankChangeValuesSchema(performers.fields).parse({ private: { account_iban: 'nl91 abna 0417 1643 00' } });
 * // { private: { account_iban: 'NL91ABNA0417164300' } }
 */
export function bankChangeValuesSchema(
  fields: readonly FieldDefinition[],
): z.ZodType<Record<string, unknown>> {
  const shape: Shape = {};
  for (const field of fourEyesFields(fields)) {
    const steps = field.source.split('.');
    const leaf = steps.pop()!;
    let node = shape;
    for (const step of steps) node = (node[step] ??= {}) as Shape;
    node[leaf] = valueSchema(field);
  }
  return objectOf(shape).refine(hasValue, { error: 'Enter at least one new value' }) as z.ZodType<
    Record<string, unknown>
  >;
}
