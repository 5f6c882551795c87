import { useState } from 'react';
import { useNavigate } from '../../routing/useNavigate';
import { useSearchParams } from '../../routing/useSearchParams';
import { useNotify } from 'ra-core';
import { call } from '../../transport/call';
import { serverMessage } from '../login/serverMessage';

export const MIN_PASSWORD_LENGTH = 8;
export const RESET_SENT_MESSAGE = 'If an account matches, a link to reset its password has been sent.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You can sign in now.';

interface Fields {
  username: string;
  password: string;
  repeat: string;
}
type FieldErrors = Partial<Record<keyof Fields, string>>;

/**
 * /forgot-password's two steps: without `?token=` ask for a reset link by username or email; with it,
 * set the new password twice and go back to /login.
 *
 * @example
 * const { mode, fields, setField, errors, submit, submitting, message, sent } = useForgotPasswordController();
 */
export function useForgotPasswordController() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const notify = useNotify();
  const [fields, setFields] = useState<Fields>({ username: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const setField = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async () => {
    const found = token ? validateReset(fields) : validateRequest(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || submitting) return;
    setSubmitting(true);
    setMessage(null);
    try {
      if (token) {
        await call('POST', '/account/reset-password', { token, password: fields.password });
        notify(PASSWORD_CHANGED_MESSAGE, { type: 'success' });
        navigate('/login', { replace: true });
      } else {
        await call('POST', '/forgot-password', { username: fields.username.trim() });
        setSent(true);
      }
    } catch (error) {
      setMessage(serverMessage(error, 'Something went wrong'));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    mode: token ? ('reset' as const) : ('request' as const),
    fields,
    setField,
    errors,
    submit,
    submitting,
    message,
    sent,
  };
}

function validateRequest(fields: Fields): FieldErrors {
  return fields.username.trim() ? {} : { username: 'Enter your username or email' };
}

function validateReset(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (fields.repeat !== fields.password) errors.repeat = 'The passwords do not match';
  return errors;
}
