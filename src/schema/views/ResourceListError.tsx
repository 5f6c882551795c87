import { Alert } from '@mui/material';
import { useListContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';

/** The list's error state: the API's message, instead of an empty table that would look like "no data". */
export function ResourceListError({ definition }: { definition: ResourceDefinition }) {
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {definition.label.many} could not be loaded: {error?.message ?? 'unknown error'}
    </Alert>
  );
}
