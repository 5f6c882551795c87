import { DataTable, List } from 'react-admin';
import type { ResourceDefinition } from '../ResourceDefinition';
import { FieldValue } from './FieldValue';
import { ResourceBulkActions } from './ResourceBulkActions';
import { ResourceEmpty } from './ResourceEmpty';
import { ResourceListActions } from './ResourceListActions';
import { ResourceListError } from './ResourceListError';
import { useResourceListController } from './useResourceListController';

/** The API sorts by a column's own value; these kinds hold lists or records, which have no order. */
const UNSORTABLE = new Set(['reference', 'list', 'group', 'image']);

/**
 * The list screen of a definition: server-side pagination, sort and filters (kept in the URL by
 * react-admin), row selection with the allowed bulk actions, CSV export of the filtered rows.
 */
export function ResourceListPage({ definition }: { definition: ResourceDefinition }) {
  const { columns, filters, exporter, rowClick } = useResourceListController(definition);
  const settings = definition.list;
  return (
    <List
      resource={definition.name}
      title={definition.label.many}
      perPage={settings?.perPage ?? 25}
      sort={settings?.sort}
      filters={filters}
      exporter={exporter}
      actions={<ResourceListActions definition={definition} />}
      empty={false}
      // The route's PageAccessGate has checked the session and the list access already.
      disableAuthentication
      error={<ResourceListError definition={definition} />}
    >
      <DataTable
        rowClick={rowClick}
        empty={<ResourceEmpty definition={definition} />}
        bulkActionButtons={settings?.bulkDelete ? <ResourceBulkActions definition={definition} /> : false}
      >
        {columns.map((field) => (
          <DataTable.Col
            key={field.source}
            source={field.source}
            label={field.label}
            disableSort={UNSORTABLE.has(field.kind)}
          >
            <FieldValue field={field} />
          </DataTable.Col>
        ))}
      </DataTable>
    </List>
  );
}
