import { Alert } from '@mui/material';
import { useEffect } from 'react';
import { useParams } from '../../routing/useParams';
import { offers } from '../../../contract/offers';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { isRecordId } from '../isRecordId';
import { preloadFirstInputs } from './preloadFirstInputs';
import { ResourceCreate } from './ResourceCreate';
import { RecordNotFound } from './RecordNotFound';
import { ResourceEdit } from './ResourceEdit';

/**
 * The combined edit/create route (`/admin/account/:id?`): with an id it edits, without one it creates, where
 * the resource offers creating (performers sign up on the platform instead).
 */
export function ResourceEditPage({ definition }: { definition: ResourceDefinition }) {
  const { id } = useParams();
  useEffect(() => {
    void preloadFirstInputs(definition, id ? 'edit' : 'create');
  }, [definition, id]);
  if (id && !isRecordId(id)) return <RecordNotFound definition={definition} id={id} />;
  if (id) return <ResourceEdit key={id} definition={definition} id={id} />;
  if (!offers(definition, 'create'))
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {definition.label.many} are not created here; open one from its list or the search.
      </Alert>
    );
  return <ResourceCreate definition={definition} />;
}
