import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from '../ResourceDefinition';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';

/** The combined edit/create route (`/admin/account/:id?`): with an id it edits, without one it creates. */
export function ResourceEditPage({ definition }: { definition: ResourceDefinition }) {
  const { id } = useParams();
  return id ? (
    <ResourceEdit key={id} definition={definition} id={id} />
  ) : (
    <ResourceCreate definition={definition} />
  );
}
