import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { Box } from '@mui/material';
import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { offers } from '../../../contract/offers';
import { AccessGate } from './AccessGate';
import { RecordActionButton } from './RecordActionButton';
import type { FormMode } from './useResourceFormController';

/**
 * Save (always offered on a new record, so a submit says what is missing), the definition's record actions and
 * delete (with a confirmation naming the record), each disabled without its role.
 */
export function ResourceFormToolbar({
  definition,
  mode,
}: {
  definition: ResourceDefinition;
  mode: FormMode;
}) {
  const { name, label } = definition;
  const record = useRecordContext();
  const named = record?.[definition.recordRepresentation];
  const what = `the ${label.one.toLowerCase()}${named ? ` “${String(named)}”` : ''}`;
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <AccessGate resource={name} action={mode} label="Save" icon={<SaveIcon />}>
        <SaveButton alwaysEnable={mode === 'create'} />
      </AccessGate>
      {mode === 'edit' &&
        (definition.actions ?? []).map((action) => (
          <AccessGate key={action.name} resource={name} action={action.name} label={action.label}>
            <RecordActionButton definition={definition} action={action} />
          </AccessGate>
        ))}
      <Box sx={{ flex: 1 }} />
      {mode === 'edit' && offers(definition, 'delete') && (
        <AccessGate resource={name} action="delete" label="Delete" icon={<DeleteIcon />}>
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={`Delete ${label.one.toLowerCase()}`}
            confirmContent={`Delete ${what}? This cannot be undone.`}
            redirect={() => definition.routes.list ?? '/'}
          />
        </AccessGate>
      )}
    </Toolbar>
  );
}
