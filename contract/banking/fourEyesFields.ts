import type { FieldDefinition } from '../FieldDefinition';

/**
 * The fields of a definition that change under four eyes (`fourEyes`, the payout account), inside its groups too,
 * each with `source` set to its dotted path, in the definition's order.
 *
 * @example
 * fourEyesFields(studios.fields).map((field) => field.source); // ['details.swift', 'details.iban', …]
 */
export function fourEyesFields(fields: readonly FieldDefinition[], prefix = ''): FieldDefinition[] {
  return fields.flatMap((field): FieldDefinition[] => {
    const path = `${prefix}${field.source}`;
    if (field.kind === 'group') return fourEyesFields(field.fields, `${path}.`);
    return field.fourEyes ? [{ ...field, source: path }] : [];
  });
}
