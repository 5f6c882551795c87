/**
 * Whether a browser page at `origin` may open the socket: the server's own origin (same host as the request)
 * or one of ALLOWED_ORIGINS. Clients that are not browsers send no Origin; their token still has to pass.
 *
 * @example
 * isAllowedOrigin('https://evil.example', 'dash.example', ['https://dash.example']); // false
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
