import { EmailField, FunctionField, ImageField, TextField } from 'react-admin';
import { BooleanValue } from './BooleanValue';
import { displayValue } from '../displayValue';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { valueAt } from '../../../contract/valueAt';
import { ReferenceValue } from './ReferenceValue';

/** A record's value for one field, shown by its kind (list cells and read-only views). */
export function FieldValue({ field }: { field: FieldDefinition }) {
  const { source, label } = field;
  switch (field.kind) {
    case 'email':
      return <EmailField source={source} label={label} />;
    case 'boolean':
      return <BooleanValue source={source} />;
    case 'image':
      return <ImageField source={source} label={label} title={label} />;
    case 'reference':
      return <ReferenceValue field={field} />;
    case 'text':
    case 'integer':
      return <TextField source={source} label={label} />;
    default:
      return (
        <FunctionField
          source={source}
          label={label}
          render={(record) => displayValue(field, valueAt(record, source), record)}
        />
      );
  }
}
