import { useEffect, useState } from 'react';
import { useSearchParams } from '../../routing/useSearchParams';
import { HttpError } from 'ra-core';
import { decodeToken, getToken } from '../../auth/tokenStore';
import { call } from '../../transport/call';
import type { PublicForm } from '../login/PublicField';
import { serverMessage } from '../login/serverMessage';

export interface QrEnrolment {
  username: string;
  qr: string;
  otpauthUrl: string;
  enrolled: boolean;
}

export type QrField = 'password' | 'currentCode' | 'code';

const SIX_DIGITS = /^\d{6}$/;

/** The server's per-field problems that this form shows beside a field. */
function fieldProblems(error: unknown): Partial<Record<QrField, string>> {
  const fields = error instanceof HttpError ? (error.body as { fields?: unknown } | null)?.fields : undefined;
  if (!fields || typeof fields !== 'object') return {};
  const found: Partial<Record<QrField, string>> = {};
  for (const name of ['password', 'currentCode', 'code'] as const) {
    const problem = (fields as Record<string, unknown>)[name];
    if (typeof problem === 'string') found[name] = problem;
  }
  return found;
}

/**
 * /qr: loads the two-factor QR code (for the `?token=` of a QR link, or for the signed-in account) and
 * confirms the enrolment with the account's password and a 6-digit code of the new secret; a signed-in account
 * that already uses an authenticator also gives a code of it (`needsCurrentCode`), so a session alone cannot
 * move its second factor.
 *
 * @example
 * const { enrolment, form, needsCurrentCode, submit, confirmed } = useQrController();
 */
export function useQrController() {
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const payload = decodeToken(getToken() ?? '');
  const signedIn = Boolean(payload && payload.exp * 1000 > Date.now());
  const canLoad = Boolean(linkToken) || signedIn;

  const [enrolment, setEnrolment] = useState<QrEnrolment | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<QrField, string>>({ password: '', currentCode: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<QrField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  // The QR link stands in for the lost authenticator: only the signed-in path asks for a code of it.
  const needsCurrentCode = Boolean(enrolment?.enrolled) && !linkToken;

  useEffect(() => {
    if (!canLoad) return;
    call<QrEnrolment>('GET', '/account/qr', linkToken ? { token: linkToken } : {})
      .then(setEnrolment)
      .catch((error: unknown) => setLoadError(serverMessage(error, 'The QR code could not be loaded')));
  }, [canLoad, linkToken]);

  const setField = (name: QrField, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setProblem(null);
  };

  const submit = async () => {
    const found: Partial<Record<QrField, string>> = {};
    if (!fields.password) found.password = 'Enter your password';
    if (needsCurrentCode && !SIX_DIGITS.test(fields.currentCode))
      found.currentCode = 'Enter the 6 digits your current authenticator app shows';
    if (!SIX_DIGITS.test(fields.code)) found.code = 'Enter the 6 digits shown in your authenticator app';
    setErrors(found);
    if (Object.keys(found).length > 0 || submitting) return;
    setSubmitting(true);
    try {
      await call('POST', '/account/qr', {
        code: fields.code,
        password: fields.password,
        currentCode: needsCurrentCode ? fields.currentCode : undefined,
        token: linkToken ?? undefined,
      });
      setConfirmed(true);
    } catch (error) {
      const problems = fieldProblems(error);
      setErrors(problems);
      // Whatever no field shows (too many attempts, a used link) is said above the button.
      if (Object.keys(problems).length === 0) setProblem(serverMessage(error, 'The code was not accepted'));
    } finally {
      setSubmitting(false);
    }
  };

  const form: PublicForm<QrField> = { fields, errors, setField, submitting };
  return { canLoad, signedIn, enrolment, loadError, form, needsCurrentCode, problem, confirmed, submit };
}
