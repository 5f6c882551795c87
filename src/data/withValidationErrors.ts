import { HttpError } from 'ra-core';

/**
 * The API reports invalid input as 400 with `fields`; react-admin forms show a rejected save's
 * `body.errors` on their inputs, so the error is passed on with both.
 */
export function withValidationErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const body = (error.body ?? {}) as { fields?: Record<string, string> };
  if (!body.fields) return error;
  return new HttpError(error.message, error.status, { ...body, errors: body.fields });
}
