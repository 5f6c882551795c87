import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

export interface ReasonDialogProps {
  title: string;
  text: string;
  confirm: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  pending: boolean;
  problem: string | null;
}

/** Asks the reason the log keeps before a staff action (ending a show, a kick, a rejection). */
export function ReasonDialog({
  title,
  text,
  confirm,
  onClose,
  onConfirm,
  pending,
  problem,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = reason.trim().length < 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!tooShort) onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reason-dialog-title" maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoFocus
            required
            fullWidth
            margin="normal"
            error={tried && tooShort}
            helperText={tried && tooShort ? 'Give a reason of at least 3 characters' : 'Kept in the log'}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
