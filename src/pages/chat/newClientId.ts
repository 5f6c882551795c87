/**
 * A fresh id for a line one sends, so a resend is known as the same line. Built on getRandomValues, which, unlike
 * randomUUID, also works when the dashboard is served over plain http on an internal host.
 *
 * @example
 * newClientId(); // '3f9c0b…' (32 hex digits)
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
