/** An http(s) origin as browsers send it (lower-case host, default port left out); anything else: undefined. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser page at `origin` may open the socket: its scheme, host and port must be exactly the
 * server's own origin (`ownOrigin`: the scheme it is reached by and its Host) or one of ALLOWED_ORIGINS. An
 * opaque origin (`null`) is refused. Clients that are not browsers send no Origin; their token still has to
 * pass.
 *
 * @example
 * isAllowedOrigin('https://127.0.0.1:8080', 'http://127.0.0.1:8080', []); // false: another scheme
 */
export function isAllowedOrigin(
  origin: string | undefined,
  ownOrigin: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const asked = originOf(origin);
  if (!asked) return false;
  return [ownOrigin, ...allowedOrigins].some(
    (allowed) => allowed !== undefined && originOf(allowed) === asked,
  );
}
