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
  const changed = tracked && field.kind !== 'group' && Boolean(valueAt(dirtyFields, field.source));
  return changed ? ['Changed', field.helperText].filter(Boolean).join(' · ') : (field.helperText ?? false);
}
