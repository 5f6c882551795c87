import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { decodeToken, getToken } from '../../auth/tokenStore';
import { call } from '../../transport/call';
import { serverMessage } from '../login/serverMessage';

export interface QrEnrolment {
  username: string;
  qr: string;
  otpauthUrl: string;
  enrolled: boolean;
}

/**
 * /qr: loads the two-factor QR code (for the `?token=` of a QR link, or for the signed-in account) and
 * confirms the enrolment with a 6-digit code from the authenticator app.
 *
 * @example
 * const { enrolment, code, setCode, submit, confirmed } = useQrController();
 */
export function useQrController() {
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const payload = decodeToken(getToken() ?? '');
  const signedIn = Boolean(payload && payload.exp * 1000 > Date.now());
  const canLoad = Boolean(linkToken) || signedIn;

  const [enrolment, setEnrolment] = useState<QrEnrolment | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCodeValue] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (!canLoad) return;
    call<QrEnrolment>('GET', '/account/qr', linkToken ? { token: linkToken } : {})
      .then(setEnrolment)
      .catch((error: unknown) => setLoadError(serverMessage(error, 'The QR code could not be loaded')));
  }, [canLoad, linkToken]);

  const setCode = (value: string) => {
    setCodeValue(value.replace(/\D/g, '').slice(0, 6));
    setCodeError(null);
  };

  const submit = async () => {
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Enter the 6 digits shown in your authenticator app');
      return;
    }
    if (submitting) return;
    setSubmitting(true);
    try {
      await call('POST', '/account/qr', { code, token: linkToken ?? undefined });
      setConfirmed(true);
    } catch (error) {
      setCodeError(serverMessage(error, 'The code was not accepted'));
    } finally {
      setSubmitting(false);
    }
  };

  return { canLoad, signedIn, enrolment, loadError, code, setCode, codeError, submitting, confirmed, submit };
}
