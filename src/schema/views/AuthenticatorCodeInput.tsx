import { TextInput } from 'react-admin';

/** The 6-digit code of the signed-in user's authenticator app, as a money move asks it. */
export function AuthenticatorCodeInput() {
  return (
    <TextInput
      source="code"
      label="Authenticator code"
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      helperText="The current code of your authenticator app"
    />
  );
}
