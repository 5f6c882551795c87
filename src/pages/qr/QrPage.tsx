import { useCallback } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { Link as RouterLink } from '../../routing/Link';
import { useTokenAppearedElsewhere } from '../../auth/useTokenAppearedElsewhere';
import { PublicCard } from '../login/PublicCard';
import { PublicField } from '../login/PublicField';
import { useQrController } from './useQrController';

export const path = '/qr';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 6);
const codeInput = { htmlInput: { inputMode: 'numeric', maxLength: 6 } } as const;

/**
 * /qr: scan the QR code with an authenticator app, then confirm with the account's password and the code it
 * shows; replacing the authenticator of a signed-in account also takes a code of the one in use.
 */
export default function QrPage() {
  const { canLoad, signedIn, enrolment, loadError, form, needsCurrentCode, problem, confirmed, submit } =
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
  const busy = form.submitting || !enrolment;
  return (
    <PublicCard heading="Two-factor authentication" onSubmit={submit}>
      {!enrolment && <CircularProgress aria-label="Loading the QR code" sx={{ justifySelf: 'center' }} />}
      {enrolment && (
        <>
          {enrolment.enrolled && !confirmed && (
            <Alert severity="info">
              Two-factor authentication is already set up for <strong>{enrolment.username}</strong>.
              Confirming this code replaces the authenticator app you use now.
            </Alert>
          )}
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
          <PublicField
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            helperText="The password you sign in with"
          />
          {needsCurrentCode && (
            <PublicField
              form={form}
              name="currentCode"
              label="Code of your current authenticator app"
              autoComplete="one-time-code"
              clean={digitsOnly}
              slotProps={codeInput}
            />
          )}
          <PublicField
            form={form}
            name="code"
            label={needsCurrentCode ? 'Code of the new authenticator app' : 'Code'}
            autoComplete="one-time-code"
            clean={digitsOnly}
            slotProps={codeInput}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Confirm
          </Button>
        </>
      )}
      {back}
    </PublicCard>
  );
}
