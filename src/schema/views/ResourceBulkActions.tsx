import DeleteIcon from '@mui/icons-material/Delete';
import { BulkActionsToolbar, BulkDeleteButton } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { AccessGate } from './AccessGate';

/** The bar over the table while rows are selected: how many, and the bulk actions the definition allows. */
export function ResourceBulkActions({ definition }: { definition: ResourceDefinition }) {
  return (
    <BulkActionsToolbar>
      <AccessGate resource={definition.name} action="delete" label="Delete" icon={<DeleteIcon />}>
        <BulkDeleteButton resource={definition.name} mutationMode="pessimistic" />
      </AccessGate>
    </BulkActionsToolbar>
  );
}
