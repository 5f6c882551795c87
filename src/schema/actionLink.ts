/** A link a record action answers with, e.g. a single-use sign-in link. */
export interface ActionLink {
  url: string;
  expiresAt?: string;
}

/**
 * The `{ url, expiresAt }` of an action's answer, bare or wrapped in `{ data }`; null when it holds no link.
 *
 * @example
 * linkOf({ data: { url: 'https://cams.example/login?t=1', expiresAt: '2026-05-01T12:01:00Z' } });
 */
export function linkOf(answer: unknown): ActionLink | null {
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const inner =
    typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : body;
  if (typeof inner.url !== 'string') return null;
  return { url: inner.url, expiresAt: typeof inner.expiresAt === 'string' ? inner.expiresAt : undefined };
}
