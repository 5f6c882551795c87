import { useDeferredValue } from 'react';
import { useFormState } from 'react-hook-form';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { valueAt } from '../../../contract/valueAt';

/**
 * An input's helper text: the field's own, preceded by 'Changed' in a record form when the value differs from
 * the record as loaded (docs/product.md#states); false when there is nothing to say.
 *
 * @example
 * const helperText = useFieldHelperText(field, true); // 'Changed · Never shown; type a new one to change it.'
 */
export function useFieldHelperText(field: FieldDefinition, tracked?: boolean): string | false {
  const { dirtyFields } = useFormState({ name: field.source });
  // In a render after the keystroke's: the line it adds moves what is below, and drawing that again held up the
  // keystroke's own paint (about 50 ms at 4× CPU on a member's record).
  const changed = useDeferredValue(
    Boolean(tracked && field.kind !== 'group' && valueAt(dirtyFields, field.source)),
  );
  return changed ? ['Changed', field.helperText].filter(Boolean).join(' · ') : (field.helperText ?? false);
}
