import type { FieldDefinition } from './FieldDefinition';
import { isEmptyValue } from './isEmptyValue';
import { sameValue } from './sameValue';

type Values = Record<string, unknown>;

const asValues = (value: unknown): Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Values) : {};

/** A cleared text is sent as '' (the API keeps text columns non-null); any other cleared value as null. */
const emptyValueOf = (field: FieldDefinition) =>
  field.kind === 'text' || field.kind === 'email' ? '' : null;

/**
 * The writable fields whose value differs between the record as loaded and the form as submitted.
 * Nested groups (`details.*`) come back nested and hold only their changed keys, as the API expects.
 */
export function changedFields(fields: readonly FieldDefinition[], previous: Values, next: Values): Values {
  const changes: Values = {};
  for (const field of fields) {
    if (field.readOnly || !(field.source in next)) continue;
    const before = previous[field.source];
    const after = next[field.source];
    if (field.kind === 'group') {
      const nested = changedFields(field.fields, asValues(before), asValues(after));
      if (Object.keys(nested).length > 0) changes[field.source] = nested;
    } else if (!sameValue(before, after)) {
      changes[field.source] = isEmptyValue(after) ? emptyValueOf(field) : after;
    }
  }
  return changes;
}
