import { HttpError } from 'ra-core';

/**
 * What to tell a person about a failed call on a public page: the server's per-field problems without
 * the field names (the form already shows which field), else its message, else `fallback`.
 *
 * @example
 * serverMessage(error, 'Sign-in failed'); // 'That code is not valid. Enter the current code.'
 */
export function serverMessage(error: unknown, fallback: string): string {
  const fields = error instanceof HttpError ? (error.body as { fields?: unknown } | null)?.fields : undefined;
  if (fields && typeof fields === 'object') {
    const problems = Object.values(fields).filter((value): value is string => typeof value === 'string');
    if (problems.length > 0) return problems.join(' ');
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
