import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import type { RelatedList } from '../../../contract/ResourceDefinition';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { resourceColumns } from './resourceColumns';
import { ResourceEmpty } from './ResourceEmpty';
import { ResourceListError } from './ResourceListError';
import { useResourceListController } from './useResourceListController';

export interface RelatedRecordsProps {
  related: RelatedList;
  /** The other resource, whose list settings give the columns, sort and page size. */
  definition: ResourceDefinition;
}

/** The other resource's records whose `target` filter is this record's id, as its own list shows them. */
export function RelatedRecords({ related, definition }: RelatedRecordsProps) {
  const { columns } = useResourceListController(definition);
  const settings = definition.list;
  return (
    <ReferenceManyField
      reference={definition.name}
      target={related.target}
      sort={settings?.sort}
      perPage={settings?.perPage ?? 10}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      error={<ResourceListError definition={definition} />}
    >
      <DataTable
        resource={definition.name}
        bulkActionButtons={false}
        empty={<ResourceEmpty definition={definition} />}
      >
        {resourceColumns(definition, columns)}
      </DataTable>
    </ReferenceManyField>
  );
}
