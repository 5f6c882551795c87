import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Typography } from '@mui/material';
import { Suspense, useId } from 'react';
import {
  useDeleteWithConfirmController,
  useGetIdentity,
  useGetRecordRepresentation,
  useRecordContext,
} from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { lazyExport } from '../../lib/lazyExport';
import { heldRolesReasonId } from './heldRolesReasonId';
import { useHeldRolesRefusal } from './useHeldRolesRefusal';

// Fetched as the pointer or the focus comes to the button, before it is pressed: a record's page shows without it.
const DeleteRecordDialog = lazyExport(() =>
  import('./DeleteRecordDialog').then((module) => module.DeleteRecordDialog),
);

/**
 * Delete with a confirmation that names the record and starts on Cancel, so Enter never deletes by accident;
 * the notification names what was deleted. Where the server refuses deleting one's own record (accounts), the
 * button is disabled with that reason; so it is where the record holds roles the user does not (the form says
 * why).
 */
export function DeleteRecordButton({ definition }: { definition: ResourceDefinition }) {
  const record = useRecordContext();
  const { label } = definition;
  const named = useGetRecordRepresentation(definition.name)(record);
  const what = `the ${label.one.toLowerCase()}${named != null && named !== '' ? ` “${String(named)}”` : ''}`;
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } =
    useDeleteWithConfirmController({
      record,
      resource: definition.name,
      mutationMode: 'pessimistic',
      redirect: () => definition.routes.list ?? definition.routes.back ?? '/',
    });
  const reasonId = useId();
  const { identity } = useGetIdentity();
  const refusal = definition.ownRecord?.refuseDelete;
  const refused = refusal !== undefined && record !== undefined && identity?.id === record.id;
  const above = useHeldRolesRefusal(definition).refusal !== undefined;
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={handleDialogOpen}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        disabled={!record || refused || above}
        aria-describedby={refused ? reasonId : above ? heldRolesReasonId : undefined}
      >
        Delete
      </Button>
      {refused && (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {refusal}
        </Typography>
      )}
      {open && (
        <Suspense fallback={null}>
          <DeleteRecordDialog
            kind={label.one.toLowerCase()}
            what={what}
            pending={isPending}
            onDelete={handleDelete}
            onClose={handleDialogClose}
          />
        </Suspense>
      )}
    </>
  );
}

function preloadDialog() {
  DeleteRecordDialog.preload().catch(() => undefined);
}
