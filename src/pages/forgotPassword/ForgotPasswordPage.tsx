import { Alert, Button, CircularProgress, Link } from '@mui/material';
import { Link as RouterLink } from '../../routing/Link';
import { useCallback } from 'react';
import { useTokenAppearedElsewhere } from '../../auth/useTokenAppearedElsewhere';
import { PublicCard } from '../login/PublicCard';
import { PublicField } from '../login/PublicField';
import { RESET_SENT_MESSAGE, useForgotPasswordController } from './useForgotPasswordController';

export const path = '/forgot-password';

/** /forgot-password: request a reset link, or (from the link, `?token=`) choose a new password. */
export default function ForgotPasswordPage() {
  const form = useForgotPasswordController();
  const { mode, submit, submitting, message, sent } = form;
  useTokenAppearedElsewhere(useCallback(() => window.location.reload(), []));
  const busy = submitting ? <CircularProgress size={16} color="inherit" /> : undefined;
  return (
    <PublicCard heading={mode === 'reset' ? 'Choose a new password' : 'Forgot password'} onSubmit={submit}>
      {message && <Alert severity="error">{message}</Alert>}
      {sent && <Alert severity="success">{RESET_SENT_MESSAGE}</Alert>}
      {mode === 'request' && !sent && (
        <PublicField
          form={form}
          name="username"
          label="Username or email"
          autoComplete="username"
          autoFocus
          helperText="We send a link to reset the password to the account’s email address."
        />
      )}
      {mode === 'reset' && (
        <>
          <PublicField
            form={form}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            autoFocus
          />
          <PublicField
            form={form}
            name="repeat"
            label="Repeat new password"
            type="password"
            autoComplete="new-password"
          />
        </>
      )}
      {!sent && (
        <Button type="submit" variant="contained" disabled={submitting} startIcon={busy}>
          {mode === 'reset' ? 'Set new password' : 'Send reset link'}
        </Button>
      )}
      <Link component={RouterLink} to="/login" variant="body2">
        Back to sign in
      </Link>
    </PublicCard>
  );
}
