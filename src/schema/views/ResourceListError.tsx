import { useListContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { LoadError } from '../../lib/LoadError';

/** The list's error state: the API's message and Try again, instead of an empty table that would look like "no data". */
export function ResourceListError({ definition }: { definition: ResourceDefinition }) {
  const { error, refetch, isFetching } = useListContext();
  return (
    <LoadError
      what={definition.label.many}
      error={error}
      onRetry={refetch}
      retrying={isFetching}
      sx={{ m: 2 }}
    />
  );
}
