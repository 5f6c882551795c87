import { ChipField, ReferenceArrayField, ReferenceField, SingleFieldList, TextField } from 'react-admin';
import type { ReferenceField as ReferenceFieldDefinition } from '../../../contract/FieldDefinition';
import { useRecordRepresentation } from './useRecordRepresentation';

/** The referenced record(s) by name: chips for a list of references, text for one. */
export function ReferenceValue({ field }: { field: ReferenceFieldDefinition }) {
  const representation = useRecordRepresentation(field.reference);
  const { source, label, reference } = field;
  return field.multiple ? (
    <ReferenceArrayField source={source} reference={reference} label={label}>
      <SingleFieldList linkType={false}>
        <ChipField source={representation} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  ) : (
    <ReferenceField source={source} reference={reference} label={label} link={false}>
      <TextField source={representation} />
    </ReferenceField>
  );
}
