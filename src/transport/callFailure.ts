import { HttpError } from 'ra-core';
import { storeCallError } from './callState';

/**
 * The one failure policy of docs/product.md#errors, shared by every way a call goes out: the failure becomes
 * an {@link HttpError} (a network failure gets status 0) and is stored in the global call state, except a
 * 403, which is only passed on.
 *
 * @example
 * try { … } catch (error) { throw callFailure(error); }
 */
export function callFailure(error: unknown): HttpError {
  const failure = error instanceof HttpError ? error : new HttpError(networkMessage(error), 0);
  if (failure.status !== 403) storeCallError(failure);
  return failure;
}

function networkMessage(error: unknown): string {
  return error instanceof Error && error.message ? `Network error: ${error.message}` : 'Network error';
}
