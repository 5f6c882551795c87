import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../../routing/useNavigate';
import { HttpError, useLogin } from 'ra-core';
import { decodeToken, getToken } from '../../auth/tokenStore';
import { useTokenAppearedElsewhere } from '../../auth/useTokenAppearedElsewhere';
import { serverMessage } from './serverMessage';
import { useServerFormTakeOver } from './useServerFormTakeOver';

export interface LoginFields {
  username: string;
  password: string;
  code: string;
}

type FieldErrors = Partial<Record<keyof LoginFields, string>>;

export interface LoginMessage {
  text: string;
  severity: 'info' | 'error';
}

/**
 * The sign-in form's state and rules: required fields, the TOTP code once the server asks for it
 * (TOTP_REQUIRED), the server's message on failure (wrong password, rate limit), and going to the root
 * when this tab or another one is signed in. It takes over the server's form (shellLogin): what was typed there,
 * the field with the focus, and a submit made before the page could sign in, which it makes then.
 *
 * @example
 * const { fields, setField, submit, errors, needsCode, submitting, message, focus } = useLoginController();
 */
export function useLoginController() {
  const login = useLogin();
  const navigate = useNavigate();
  const shell = useServerFormTakeOver((latest) => {
    const taken = { ...fields, username: latest.username, password: latest.password };
    setFields(taken);
    if (latest.submitted) void submit(taken);
  });
  const [fields, setFields] = useState<LoginFields>(() => ({
    username: shell?.username ?? '',
    password: shell?.password ?? '',
    code: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [needsCode, setNeedsCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<LoginMessage | null>(null);

  const goHome = useCallback(() => navigate('/', { replace: true }), [navigate]);
  useTokenAppearedElsewhere(goHome);
  useEffect(() => {
    const payload = decodeToken(getToken() ?? '');
    if (payload && payload.exp * 1000 > Date.now()) goHome();
  }, [goHome]);

  const setField = (name: keyof LoginFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Signs in with the form's values, or with `values` where the form has just taken them (not rendered yet). */
  const submit = async (values: LoginFields = fields) => {
    const found = validate(values, needsCode);
    setErrors(found);
    if (Object.keys(found).length > 0 || submitting) return;
    setSubmitting(true);
    setMessage(null);
    try {
      await login({
        username: values.username.trim(),
        password: values.password,
        code: needsCode ? values.code : undefined,
      });
    } catch (error) {
      const text = serverMessage(error, 'Sign-in failed');
      const totp =
        error instanceof HttpError && (error.body as { code?: string } | null)?.code === 'TOTP_REQUIRED';
      // The first TOTP_REQUIRED only asks for the code; after that it means the code was wrong.
      setMessage({ text, severity: totp && !needsCode ? 'info' : 'error' });
      if (totp) setNeedsCode(true);
      setSubmitting(false);
    }
  };

  const focus = shell?.focused ?? 'username';
  return { fields, setField, errors, needsCode, submitting, message, submit, focus };
}

function validate(fields: LoginFields, needsCode: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.username.trim()) errors.username = 'Enter your username';
  if (!fields.password) errors.password = 'Enter your password';
  if (needsCode && !/^\d{6}$/.test(fields.code)) errors.code = 'Enter the 6 digits of the code';
  return errors;
}
