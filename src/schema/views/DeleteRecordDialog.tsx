import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import type { useDeleteWithConfirmController } from 'react-admin';

type DeleteController = ReturnType<typeof useDeleteWithConfirmController>;

export interface DeleteRecordDialogProps {
  /** The record's kind, lower case ('member'). */
  kind: string;
  /** The record as its confirmation names it ('the member “lola”'). */
  what: string;
  pending: boolean;
  onDelete: DeleteController['handleDelete'];
  onClose: DeleteController['handleDialogClose'];
}

/** Asks before deleting a record, naming it; Cancel has the focus, so Enter never deletes by accident. */
export function DeleteRecordDialog({ kind, what, pending, onDelete, onClose }: DeleteRecordDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Delete {kind}</DialogTitle>
      <DialogContent>
        <DialogContentText>Delete {what}? This cannot be undone.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onDelete} disabled={pending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
