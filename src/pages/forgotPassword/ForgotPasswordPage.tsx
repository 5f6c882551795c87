import { Alert, Button, CircularProgress, Link, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCallback } from 'react';
import { useTokenAppearedElsewhere } from '../../auth/useTokenAppearedElsewhere';
import { PublicCard } from '../login/PublicCard';
import { RESET_SENT_MESSAGE, useForgotPasswordController } from './useForgotPasswordController';

export const path = '/forgot-password';

/** /forgot-password: request a reset link, or (from the link, `?token=`) choose a new password. */
export default function ForgotPasswordPage() {
  const { mode, fields, setField, errors, submit, submitting, message, sent } = useForgotPasswordController();
  useTokenAppearedElsewhere(useCallback(() => window.location.reload(), []));
  const busy = submitting ? <CircularProgress size={16} color="inherit" /> : undefined;
  return (
    <PublicCard heading={mode === 'reset' ? 'Choose a new password' : 'Forgot password'} onSubmit={submit}>
      {message && <Alert severity="error">{message}</Alert>}
      {sent && <Alert severity="success">{RESET_SENT_MESSAGE}</Alert>}
      {mode === 'request' && !sent && (
        <TextField
          label="Username or email"
          name="username"
          autoComplete="username"
          autoFocus
          value={fields.username}
          onChange={(event) => setField('username', event.target.value)}
          error={Boolean(errors.username)}
          helperText={
            errors.username ?? 'We send a link to reset the password to the account’s email address.'
          }
          disabled={submitting}
        />
      )}
      {mode === 'reset' && (
        <>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            autoFocus
            value={fields.password}
            onChange={(event) => setField('password', event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
            disabled={submitting}
          />
          <TextField
            label="Repeat new password"
            name="repeat"
            type="password"
            autoComplete="new-password"
            value={fields.repeat}
            onChange={(event) => setField('repeat', event.target.value)}
            error={Boolean(errors.repeat)}
            helperText={errors.repeat}
            disabled={submitting}
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
