import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { recipientsText } from './recipientsText';
import type { PendingSend } from './useMessagingController';

export interface SendConfirmDialogProps {
  pending: PendingSend;
  sending: boolean;
  /** Why the send was refused (the audience moved: a 409 naming both counts). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a mass message goes out, naming how many it reaches. */
export function SendConfirmDialog({ pending, sending, error, onConfirm, onClose }: SendConfirmDialogProps) {
  const titleId = useId();
  const reach = recipientsText(pending.count, pending.draft.audience.recipients);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Send this message?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          &lsquo;{pending.draft.subject}&rsquo; goes to {reach}. A sent message cannot be called back.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm} disabled={sending || error !== null} autoFocus>
          Send to {reach}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
