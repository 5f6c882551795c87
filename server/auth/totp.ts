import { authenticator } from 'otplib';

/** One step either side, so a code typed as it rolls over still counts. */
const totp = authenticator.clone({ window: 1 });

export const TOTP_ISSUER = 'wse-dashboard';

export function newTotpSecret(): string {
  return totp.generateSecret();
}

export function totpUrl(username: string, secret: string): string {
  return totp.keyuri(username, TOTP_ISSUER, secret);
}

export function isValidTotp(code: string, secret: string): boolean {
  return totp.check(code, secret);
}

/** The current code for a secret (tests and enrolment tooling). */
export function currentTotp(secret: string): string {
  return totp.generate(secret);
}
