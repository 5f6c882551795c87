import { CreateBase } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { RecordView } from './RecordView';
import { ResourceForm } from './ResourceForm';
import { ResourceFormToolbar } from './ResourceFormToolbar';

/** The create screen of a definition; after saving, the new record's edit page opens. */
export function ResourceCreate({ definition }: { definition: ResourceDefinition }) {
  return (
    <CreateBase resource={definition.name} mutationMode="pessimistic" redirect="show">
      <RecordView title={`New ${definition.label.one.toLowerCase()}`}>
        <ResourceForm
          definition={definition}
          mode="create"
          toolbar={<ResourceFormToolbar definition={definition} mode="create" />}
        />
      </RecordView>
    </CreateBase>
  );
}
