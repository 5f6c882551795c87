import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Suspense } from 'react';
import { TopToolbar, useResourceDefinition } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { offers } from '../../../contract/offers';
import type { DefinitionOptions } from '../DefinitionOptions';
import { AccessGate } from './AccessGate';
import { CreateRecordButton } from './CreateRecordButton';
import { LazyListFilterButton } from './LazyListFilterButton';
import { ListExportButton } from './ListExportButton';

/** Create for another resource whose records have no list of their own, named after what it makes. */
function CreateOther({ resource }: { resource: string }) {
  const other = useResourceDefinition<DefinitionOptions>({ resource }).options?.definition;
  const label = `New ${other?.label.one.toLowerCase() ?? resource}`;
  return (
    <AccessGate resource={resource} action="create" label={label} icon={<AddIcon />}>
      <CreateRecordButton resource={resource} label={label} />
    </AccessGate>
  );
}

/**
 * Add filter (where some of the definition's filters are not always shown), create (to the record page, and of
 * the resources it makes too: `alsoCreate`) and export of every filtered row, the last two disabled without
 * their role.
 */
export function ResourceListActions({ definition }: { definition: ResourceDefinition }) {
  const { name } = definition;
  return (
    <TopToolbar>
      {definition.list?.filters?.some((filter) => !filter.alwaysOn) && (
        <Suspense fallback={null}>
          <LazyListFilterButton definition={definition} />
        </Suspense>
      )}
      {offers(definition, 'create') && definition.routes.edit && (
        <AccessGate resource={name} action="create" label="Create" icon={<AddIcon />}>
          <CreateRecordButton resource={name} />
        </AccessGate>
      )}
      {definition.list?.alsoCreate?.map((other) => (
        <CreateOther key={other} resource={other} />
      ))}
      {definition.list?.exportName && (
        <AccessGate resource={name} action="export" label="Export" icon={<DownloadIcon />}>
          <ListExportButton serverCall={definition.list.exportCall} fileName={definition.list.exportName} />
        </AccessGate>
      )}
    </TopToolbar>
  );
}
