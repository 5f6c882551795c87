import { DataTable } from 'react-admin';
import type { FieldDefinition } from '../../../contract/FieldDefinition';
import { FieldValue } from './FieldValue';

/** The API sorts by a column's own value; these kinds hold lists or records, which have no order. */
const UNSORTABLE = new Set(['reference', 'list', 'group', 'image']);

/**
 * DataTable columns for fields (dotted paths such as `details.country` included): header, cell by kind, and
 * sorting where the value has an order. A function, not a component: DataTable reads its columns' props.
 *
 * @example
 * <DataTable>{resourceColumns(columns)}</DataTable>
 */
export function resourceColumns(fields: readonly FieldDefinition[]) {
  return fields.map((field) => (
    <DataTable.Col
      key={field.source}
      source={field.source}
      label={field.label}
      disableSort={UNSORTABLE.has(field.kind)}
    >
      <FieldValue field={field} />
    </DataTable.Col>
  ));
}
