import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import { useAccess } from '../../auth/useAccess';
import type { ReferenceField } from '../../../contract/FieldDefinition';
import { ReferenceIdInput } from './ReferenceIdInput';

/**
 * Picks one or several records of another resource, searching it by text (`q`) and naming them by its
 * `recordRepresentation` (react-admin's registry); where the user may not list that resource, takes the id typed
 * instead and says which role searching needs.
 */
export function ReferenceFieldInput({ field, disabled }: { field: ReferenceField; disabled?: boolean }) {
  const { canAccess, isPending } = useAccess({ resource: field.reference, action: 'list' });
  if (isPending) return null;
  if (!canAccess) return <ReferenceIdInput field={field} disabled={disabled} />;
  const picker = {
    label: field.label,
    disabled,
    readOnly: field.readOnly,
    helperText: field.helperText ?? false,
  };
  return field.multiple ? (
    <ReferenceArrayInput source={field.source} reference={field.reference}>
      <AutocompleteArrayInput {...picker} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={field.source} reference={field.reference}>
      <AutocompleteInput {...picker} />
    </ReferenceInput>
  );
}
