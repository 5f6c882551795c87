import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from '../../routing/Link';
import type { PayoutBatchSummary } from '../../../contract/finance/payoutApi';
import { formatMoney } from '../../lib/formatMoney';

export interface FinaliseDialogProps {
  batch: PayoutBatchSummary;
  open: boolean;
  onClose: () => void;
  onConfirm: (code: string) => void;
  pending: boolean;
  /** Whether the signed-in account has two-factor sign-in; null until known. */
  twoFactorEnabled: boolean | null;
  /** What the server said about the code (missing or wrong). */
  codeProblem: string | null;
  problem: string | null;
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * Asks before a payout is made final: what will be numbered and paid, that it cannot be undone, and a code of the
 * user's authenticator app, without which money does not move; an account without two-factor sign-in is told to
 * set it up first. Enter in an empty code field sends nothing, so Enter alone never moves money.
 */
export function FinaliseDialog({
  batch,
  open,
  onClose,
  onConfirm,
  pending,
  twoFactorEnabled,
  codeProblem,
  problem,
}: FinaliseDialogProps) {
  const [code, setCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const mustEnrol = twoFactorEnabled === false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mustEnrol) return;
    if (!SIX_DIGITS.test(code)) return setCodeMissing(true);
    onConfirm(code);
  };
  const codeMessage = codeMissing ? 'Enter the 6 digits your authenticator app shows' : codeProblem;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="finalise-title" maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="finalise-title">
          Finalise the {batch.interval} payout of {batch.start} – {batch.end}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {batch.invoices} invoices, {formatMoney(batch.total)} in total, are numbered and the reservations
            they withhold or pay back are booked. A final payout cannot be changed or calculated again.
          </DialogContentText>
          {mustEnrol ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Finalising a payout needs a code from your authenticator app, and your account has no two-factor
              sign-in yet.{' '}
              <Link component={RouterLink} to="/qr">
                Set up two-factor sign-in
              </Link>{' '}
              first, then come back.
            </Alert>
          ) : (
            <TextField
              label="Two-factor code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
                setCodeMissing(false);
              }}
              autoFocus
              required
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              error={Boolean(codeMessage)}
              helperText={codeMessage ?? 'The code your authenticator app shows now'}
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
          <Button onClick={onClose} autoFocus={mustEnrol}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="warning" disabled={pending || mustEnrol}>
            Finalise
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
