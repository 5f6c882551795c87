import type { FieldDefinition } from '../../../contract/FieldDefinition';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { CellText } from './CellText';
import { FieldValue } from './FieldValue';
import { RecordLink } from './RecordLink';
import { ListColumn } from './ListColumn';

/**
 * The API sorts by a column's own value; these kinds hold lists or records, which have no order, and a derived
 * value (a count the server works out) has no column.
 */
const UNSORTABLE = new Set(['reference', 'list', 'group', 'image']);
/** Kinds whose cell is more than its text: a mail link, an icon, an image, the referenced record's name. */
const DRAWN = new Set(['email', 'boolean', 'image', 'reference']);

/**
 * The column that names a record, so it links to the record: its representation when listed, else the first.
 *
 * @example
 * linkedColumn(accounts, columns)?.source; // 'username'
 */
export function linkedColumn(
  definition: ResourceDefinition,
  fields: readonly FieldDefinition[],
): FieldDefinition | undefined {
  return fields.find((field) => field.source === definition.recordRepresentation) ?? fields[0];
}

/**
 * DataTable columns for fields (dotted paths such as `details.country` included): header, cell by kind, and
 * sorting where the value has an order; the column naming the record is a link to it, for the keyboard. A
 * function, not a component: DataTable reads its columns' props.
 *
 * @example
 * <DataTable>{resourceColumns(accounts, columns)}</DataTable>
 */
export function resourceColumns(definition: ResourceDefinition, fields: readonly FieldDefinition[]) {
  const linked = linkedColumn(definition, fields);
  return fields.map((field) => {
    // Text goes straight in the cell, which sets the same type as react-admin's text field would: three components
    // fewer per such cell, hundreds on a page of 25 rows.
    const value = DRAWN.has(field.kind) ? <FieldValue field={field} /> : <CellText field={field} />;
    return (
      <ListColumn
        key={field.source}
        source={field.source}
        label={field.label}
        disableSort={UNSORTABLE.has(field.kind) || Boolean(field.derived)}
      >
        {field === linked ? <RecordLink definition={definition}>{value}</RecordLink> : value}
      </ListColumn>
    );
  });
}
