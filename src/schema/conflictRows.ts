import { displayValue } from './displayValue';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { sameValue } from '../../contract/sameValue';
import { valueAt } from '../../contract/valueAt';

/** Who changed a field since the form was loaded: the user, the other save, or both (to different values). */
export type ChangedBy = 'yours' | 'theirs' | 'both';

export interface ConflictRow {
  field: string;
  label: string;
  changedBy: ChangedBy;
  yours: string;
  theirs: string;
  /** What the record holds after Overwrite: a save sends only the user's own changes. */
  afterOverwrite: string;
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

function changedBy(mineChanged: boolean, theirsChanged: boolean): ChangedBy {
  if (mineChanged && theirsChanged) return 'both';
  return mineChanged ? 'yours' : 'theirs';
}

/**
 * What a stale save collides with: the writable fields the user or the other save changed since the form
 * was loaded, each marked by who changed it. A field both changed to the same value is no conflict and is
 * left out, as are fields the stored record does not carry (written through their own calls).
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
    const mineChanged = !sameValue(before, mine);
    const theirsChanged = !sameValue(before, stored);
    if ((!mineChanged && !theirsChanged) || sameValue(mine, stored)) return [];
    return [
      {
        field: field.source,
        label: field.label,
        changedBy: changedBy(mineChanged, theirsChanged),
        yours: displayValue(field, mine),
        theirs: displayValue(field, stored),
        afterOverwrite: displayValue(field, mineChanged ? mine : stored),
      },
    ];
  });
}
