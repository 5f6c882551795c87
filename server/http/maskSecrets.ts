const SECRET_QUERY = /([?&](?:token|password|code)=)[^&#]*/gi;

/**
 * Hides secret query values in a URL before it is logged (QR and reset links carry a token).
 *
 * @example
 * maskSecrets('/api/account/qr?token=abc'); // '/api/account/qr?token=[redacted]'
 */
export function maskSecrets(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}
