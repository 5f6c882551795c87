import { displayValue } from './displayValue';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { sameValue } from '../../contract/sameValue';
import { valueAt } from '../../contract/valueAt';

export interface ConflictRow {
  field: string;
  label: string;
  yours: string;
  theirs: string;
}

type Values = Record<string, unknown>;

function leaves(fields: readonly FieldDefinition[], prefix = ''): FieldDefinition[] {
  return fields.flatMap((field) =>
    field.kind === 'group'
      ? leaves(field.fields, `${prefix}${field.source}.`)
      : field.readOnly
        ? []
        : [{ ...field, source: `${prefix}${field.source}` }],
  );
}

/**
 * What a stale save would collide with: every writable field that someone else changed since the form
 * was loaded, or that the user changed, where the user's value and the stored one now differ.
 * Fields the stored record does not carry (written through their own calls) are left out.
 */
export function conflictRows(
  fields: readonly FieldDefinition[],
  original: Values,
  yours: Values,
  theirs: Values,
): ConflictRow[] {
  return leaves(fields).flatMap((field) => {
    const stored = valueAt(theirs, field.source);
    if (stored === undefined) return [];
    const mine = valueAt(yours, field.source);
    const before = valueAt(original, field.source);
    const touched = !sameValue(before, stored) || !sameValue(before, mine);
    if (!touched || sameValue(mine, stored)) return [];
    return [
      {
        field: field.source,
        label: field.label,
        yours: displayValue(field, mine),
        theirs: displayValue(field, stored),
      },
    ];
  });
}
