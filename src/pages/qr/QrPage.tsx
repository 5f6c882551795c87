import { useCallback } from 'react';
import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTokenAppearedElsewhere } from '../../auth/useTokenAppearedElsewhere';
import { PublicCard } from '../login/PublicCard';
import { useQrController } from './useQrController';

export const path = '/qr';

/** /qr: scan the QR code with an authenticator app, then confirm with the code it shows. */
export default function QrPage() {
  const { canLoad, signedIn, enrolment, loadError, code, setCode, codeError, submitting, confirmed, submit } =
    useQrController();
  useTokenAppearedElsewhere(useCallback(() => window.location.reload(), []));
  const back = (
    <Link component={RouterLink} to={signedIn ? '/' : '/login'} variant="body2">
      {signedIn ? 'Back to the dashboard' : 'Back to sign in'}
    </Link>
  );
  if (!canLoad || loadError) {
    return (
      <PublicCard heading="Two-factor authentication">
        <Alert severity="error">
          {loadError ?? 'This link has no token. Ask an administrator to send you a new QR link.'}
        </Alert>
        {back}
      </PublicCard>
    );
  }
  return (
    <PublicCard heading="Two-factor authentication" onSubmit={submit}>
      {!enrolment && <CircularProgress aria-label="Loading the QR code" sx={{ justifySelf: 'center' }} />}
      {enrolment && (
        <>
          <Typography variant="body2">
            Scan this code with an authenticator app for <strong>{enrolment.username}</strong>, then enter the
            6-digit code it shows.
          </Typography>
          <Box
            component="img"
            src={enrolment.qr}
            alt={`QR code for ${enrolment.username}`}
            sx={{ width: 220, height: 220, justifySelf: 'center' }}
          />
        </>
      )}
      {confirmed ? (
        <Alert severity="success">
          Two-factor authentication is set up. You will be asked for a code when you sign in.
        </Alert>
      ) : (
        <>
          <TextField
            label="Code"
            name="code"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(codeError)}
            helperText={codeError}
            disabled={submitting || !enrolment}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || !enrolment}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Confirm
          </Button>
        </>
      )}
      {back}
    </PublicCard>
  );
}
