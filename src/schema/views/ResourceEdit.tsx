import { Edit, type Identifier } from 'react-admin';
import type { ResourceDefinition } from '../ResourceDefinition';
import { AuditHistory } from './AuditHistory';
import { ConflictDialog } from './ConflictDialog';
import { ResourceForm } from './ResourceForm';
import { ResourceFormToolbar } from './ResourceFormToolbar';
import { useConflictController } from './useConflictController';

/**
 * The edit screen of a record. Saves are pessimistic (no deferred undo write: roles, money and personal
 * data are saved at once) and a stale save opens the conflict dialog. Viewers without the edit role see
 * the form read-only, which is why react-admin's own edit-access redirect is switched off here: the page
 * itself is guarded by its route's view role.
 */
export function ResourceEdit({ definition, id }: { definition: ResourceDefinition; id: Identifier }) {
  const { current, onError, close } = useConflictController();
  return (
    <>
      <Edit
        resource={definition.name}
        id={id}
        title={definition.label.one}
        mutationMode="pessimistic"
        mutationOptions={{ onError }}
        redirect={() => definition.routes.list ?? '/'}
        disableAuthentication
        actions={false}
      >
        <ResourceForm
          definition={definition}
          mode="edit"
          toolbar={<ResourceFormToolbar definition={definition} mode="edit" />}
        >
          <ConflictDialog definition={definition} current={current} onClose={close} />
        </ResourceForm>
      </Edit>
      {definition.auditTarget && <AuditHistory definition={definition} id={id} />}
    </>
  );
}
