import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import type { ReferenceField } from '../../../contract/FieldDefinition';
import { useRecordRepresentation } from './useRecordRepresentation';

/** Picks one or several records of another resource, searching it by text (`q`) and naming them as it does. */
export function ReferenceFieldInput({ field, disabled }: { field: ReferenceField; disabled?: boolean }) {
  const optionText = useRecordRepresentation(field.reference);
  const picker = {
    label: field.label,
    optionText,
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
