import { ApiError } from './ApiError';

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * 429 RATE_LIMITED saying what was too much and when to try again (seconds under a minute, else minutes rounded
 * up); `retryAfter` also becomes the Retry-After header.
 *
 * @example
 * throw rateLimited('Too many failed sign-in attempts.', 90); // "... Try again in 2 minutes."
 */
export function rateLimited(what: string, retryAfterSeconds: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, 'RATE_LIMITED', `${what} Try again in ${waitText(retryAfter)}.`, { retryAfter });
}
