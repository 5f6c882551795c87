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
import type { PayoutBatchSummary } from '../../../contract/finance/payoutApi';
import { formatCents } from '../../lib/formatCents';

export interface FinaliseDialogProps {
  batch: PayoutBatchSummary;
  open: boolean;
  onClose: () => void;
  onConfirm: (code: string | undefined) => void;
  pending: boolean;
  /** The server asked for the signed-in user's two-factor code (or said the one given was wrong). */
  needsCode: boolean;
  problem: string | null;
}

/**
 * Asks before a payout is made final: what will be numbered and paid, that it cannot be undone, and the user's
 * two-factor code when the server asks for it. Cancel has the focus, so Enter alone never moves money.
 */
export function FinaliseDialog({
  batch,
  open,
  onClose,
  onConfirm,
  pending,
  needsCode,
  problem,
}: FinaliseDialogProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(needsCode ? code : undefined);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="finalise-title" maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="finalise-title">
          Finalise the {batch.interval} payout of {batch.start} – {batch.end}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {batch.invoices} invoices, {formatCents(batch.total)} in total, are numbered and the reservations
            they withhold or pay back are booked. A final payout cannot be changed or calculated again.
          </DialogContentText>
          {needsCode && (
            <TextField
              label="Two-factor code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              margin="normal"
              fullWidth
            />
          )}
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} autoFocus={!needsCode}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="warning" disabled={pending}>
            Finalise
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
