import { HttpError } from 'ra-core';

/**
 * The API reports invalid input as 400 with `fields`; react-admin forms show a rejected save's
 * `body.errors` on their inputs, so the error is passed on with both. The message a notification shows is the
 * problems alone: the API's own message names them by field key (`id: You cannot delete your own account.`).
 */
export function withValidationErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const body = (error.body ?? {}) as { fields?: Record<string, string> };
  if (!body.fields) return error;
  const problems = Object.values(body.fields);
  const message = problems.length > 0 ? problems.join(' ') : error.message;
  return new HttpError(message, error.status, { ...body, errors: body.fields });
}
