import { Alert, Button, CircularProgress, Link, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PublicCard } from './PublicCard';
import { useLoginController } from './useLoginController';

export const path = '/login';

/** /login: username and password, then the TOTP code when the account has two-factor enabled. */
export default function LoginPage() {
  const { fields, setField, errors, needsCode, submitting, message, submit } = useLoginController();
  return (
    <PublicCard heading="Sign in" onSubmit={submit}>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        value={fields.username}
        onChange={(event) => setField('username', event.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username}
        disabled={submitting}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={fields.password}
        onChange={(event) => setField('password', event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        disabled={submitting}
      />
      {needsCode && (
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          value={fields.code}
          onChange={(event) => setField('code', event.target.value.replace(/\D/g, ''))}
          error={Boolean(errors.code)}
          helperText={errors.code}
          disabled={submitting}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        Sign in
      </Button>
      <Link component={RouterLink} to="/forgot-password" variant="body2">
        Forgot password?
      </Link>
    </PublicCard>
  );
}
