import { Alert, Button, CircularProgress, Link } from '@mui/material';
import { Link as RouterLink } from '../../routing/Link';
import { PublicCard } from './PublicCard';
import { PublicField } from './PublicField';
import { useLoginController } from './useLoginController';

export const path = '/login';

/** /login: username and password, then the TOTP code when the account has two-factor enabled. */
export default function LoginPage() {
  const form = useLoginController();
  const { needsCode, submitting, message, submit, focus } = form;
  return (
    <PublicCard heading="Sign in" onSubmit={submit}>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <PublicField
        form={form}
        name="username"
        label="Username"
        autoComplete="username"
        autoFocus={focus === 'username'}
      />
      <PublicField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus={focus === 'password'}
      />
      {needsCode && (
        <PublicField
          form={form}
          name="code"
          label="Code"
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          clean={(text) => text.replace(/\D/g, '')}
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
