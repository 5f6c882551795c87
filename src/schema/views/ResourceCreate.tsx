import { CreateBase } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { LaterScope } from '../../lib/RenderedLater';
import { RecordView } from './RecordView';
import { ResourceForm } from './ResourceForm';
import { LazyResourceFormToolbar } from './LazyResourceFormToolbar';

const preloadToolbar = () => LazyResourceFormToolbar.preload();

/** The create screen of a definition; after saving, the new record's edit page opens. */
export function ResourceCreate({ definition }: { definition: ResourceDefinition }) {
  return (
    <CreateBase resource={definition.name} mutationMode="pessimistic" redirect="show">
      <RecordView title={`New ${definition.label.one.toLowerCase()}`}>
        {/* The form's buttons come in its later render: their code is asked for as it starts. */}
        <LaterScope code={preloadToolbar}>
          <ResourceForm
            definition={definition}
            mode="create"
            toolbar={<LazyResourceFormToolbar definition={definition} mode="create" />}
          />
        </LaterScope>
      </RecordView>
    </CreateBase>
  );
}
