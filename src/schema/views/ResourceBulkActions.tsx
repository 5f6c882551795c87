import DeleteIcon from '@mui/icons-material/Delete';
import { BulkDeleteButton } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { AccessGate } from './AccessGate';

/** The bulk actions a definition allows on selected rows. */
export function ResourceBulkActions({ definition }: { definition: ResourceDefinition }) {
  return (
    <AccessGate resource={definition.name} action="delete" label="Delete" icon={<DeleteIcon />}>
      <BulkDeleteButton resource={definition.name} mutationMode="pessimistic" />
    </AccessGate>
  );
}
