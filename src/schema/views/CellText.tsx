import { useRecordContext } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { valueAt } from '../../../contract/valueAt';
import { displayValue } from '../displayValue';

/** A list cell's value as text, without a field component around it (the cell gives it its type). */
export function CellText({ field }: { field: FieldDefinition }) {
  const record = useRecordContext();
  return record ? displayValue(field, valueAt(record, field.source), record) : null;
}
