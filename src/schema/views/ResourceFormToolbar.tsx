import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Toolbar } from '@mui/material';
import { grey } from '@mui/material/colors';
import { SaveButton } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { offers } from '../../../contract/offers';
import { AccessGate } from './AccessGate';
import { BankDetailsChangeButton } from './BankDetailsChangeButton';
import { DeleteRecordButton } from './DeleteRecordButton';
import { heldRolesReasonId } from './heldRolesReasonId';
import { ImpactSaveButton } from './ImpactSaveButton';
import { RecordActionButton } from './RecordActionButton';
import { useHeldRolesRefusal } from './useHeldRolesRefusal';
import type { FormMode } from '../fieldLayout';

/**
 * Save (always offered on a new record, so a submit says what is missing; asking first where a change reaches
 * other records), the definition's record actions (and 'Change bank details' where the record has a payout
 * account) and delete (with a confirmation naming the record), each disabled without its role.
 */
export function ResourceFormToolbar({
  definition,
  mode,
}: {
  definition: ResourceDefinition;
  mode: FormMode;
}) {
  const { name } = definition;
  const { refusal } = useHeldRolesRefusal(definition);
  return (
    // As react-admin's form toolbar, which would bring its default Delete button: fixed at the bottom on a phone.
    <Toolbar
      role="toolbar"
      sx={(theme) => ({
        gap: 1,
        flexWrap: 'wrap',
        backgroundColor: grey[100],
        [theme.breakpoints.down('sm')]: {
          position: 'fixed',
          bottom: 0,
          left: 0,
          right: 0,
          p: 2,
          width: '100%',
          boxSizing: 'border-box',
          flexShrink: 0,
          zIndex: 2,
        },
      })}
    >
      <AccessGate resource={name} action={mode} label="Save" icon={<SaveIcon />}>
        {refusal ? (
          // The form says why above its fields (a record holding roles the user does not).
          <Button size="small" disabled startIcon={<SaveIcon />} aria-describedby={heldRolesReasonId}>
            Save
          </Button>
        ) : mode === 'edit' && definition.saveImpact ? (
          <ImpactSaveButton definition={definition} />
        ) : (
          <SaveButton alwaysEnable={mode === 'create'} />
        )}
      </AccessGate>
      {mode === 'edit' &&
        (definition.actions ?? []).map((action) => (
          <AccessGate key={action.name} resource={name} action={action.name} label={action.label}>
            <RecordActionButton definition={definition} action={action} />
          </AccessGate>
        ))}
      {mode === 'edit' && <BankDetailsChangeButton definition={definition} />}
      <Box sx={{ flex: 1 }} />
      {mode === 'edit' && offers(definition, 'delete') && (
        <AccessGate resource={name} action="delete" label="Delete" icon={<DeleteIcon />}>
          <DeleteRecordButton definition={definition} />
        </AccessGate>
      )}
    </Toolbar>
  );
}
