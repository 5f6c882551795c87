import { Alert } from '@mui/material';
import { useEditContext, type HttpError } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { RecordNotFound } from './RecordNotFound';

/** The load failure of an edit screen: not found for a 404, else the API's message. */
export function RecordLoadError({ definition, id }: { definition: ResourceDefinition; id: string }) {
  const { error } = useEditContext();
  if ((error as HttpError | null)?.status === 404) return <RecordNotFound definition={definition} id={id} />;
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      The {definition.label.one.toLowerCase()} could not be loaded: {error?.message ?? 'unknown error'}
    </Alert>
  );
}
