import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Suspense } from 'react';
import { CreateButton, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { offers } from '../../../contract/offers';
import { AccessGate } from './AccessGate';
import { LazyListFilterButton } from './LazyListFilterButton';
import { ListExportButton } from './ListExportButton';

/**
 * Add filter (where some of the definition's filters are not always shown), create (to the record page) and
 * export of every filtered row, the last two disabled without their role.
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
          <CreateButton resource={name} />
        </AccessGate>
      )}
      {definition.list?.exportName && (
        <AccessGate resource={name} action="export" label="Export" icon={<DownloadIcon />}>
          <ListExportButton />
        </AccessGate>
      )}
    </TopToolbar>
  );
}
