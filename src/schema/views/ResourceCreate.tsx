import { Create } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { ResourceForm } from './ResourceForm';
import { ResourceFormToolbar } from './ResourceFormToolbar';

/** The create screen of a definition; after saving, the new record's edit page opens. */
export function ResourceCreate({ definition }: { definition: ResourceDefinition }) {
  return (
    <Create
      resource={definition.name}
      title={`New ${definition.label.one.toLowerCase()}`}
      mutationMode="pessimistic"
      redirect="show"
    >
      <ResourceForm
        definition={definition}
        mode="create"
        toolbar={<ResourceFormToolbar definition={definition} mode="create" />}
      />
    </Create>
  );
}
