import { useDeferredValue } from 'react';
import { useFormState } from 'react-hook-form';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { valueAt } from '../../../contract/valueAt';

/**
 * An input's helper text: the field's own, preceded by 'Changed' in a record form when the value differs from
 * the record as loaded (docs/product.md#states). With nothing to say, a record form's input keeps the line empty
 * (undefined: react-admin's inputs then hold it), other forms drop it (false).
 *
 * @example
 * const helperText = useFieldHelperText(field, true); // 'Changed · Never shown; type a new one to change it.'
 */
export function useFieldHelperText(field: FieldDefinition, tracked?: boolean): string | false | undefined {
  const { dirtyFields } = useFormState({ name: field.source });
  // In a render after the keystroke's: drawing it there held up the keystroke's own paint (about 50 ms at 4× CPU on
  // a member's record).
  const changed = useDeferredValue(
    Boolean(tracked && field.kind !== 'group' && valueAt(dirtyFields, field.source)),
  );
  if (changed) return ['Changed', field.helperText].filter(Boolean).join(' · ');
  // A record form's input holds the line 'Changed' will take: added a render after the first key press, it moved
  // everything below it, the Save button included, and a click begun before that render landed on the form.
  return field.helperText ?? (tracked ? undefined : false);
}
