export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'TOTP_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'BAD_REQUEST'
  | 'INTERNAL';

/** The one error body of docs/API.md. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  current?: unknown;
  retryAfter?: number;
}

/**
 * An error a route throws on purpose; the error handler answers with its body as is.
 *
 * @example
 * throw new ApiError(404, 'NOT_FOUND', 'Account 12 does not exist.');
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;

  constructor(statusCode: number, code: ErrorCode, message: string, extra: Partial<ErrorBody> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.body = { statusCode, code, message, ...extra };
  }
}

export function validationError(fields: Record<string, string>): ApiError {
  const message = Object.entries(fields)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join('; ');
  return new ApiError(400, 'VALIDATION', message, { fields });
}

export function notFound(what: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `${what} does not exist.`);
}

/** 403: signed in, but without the role the route (or this part of it) needs. */
export function lacksRole(): ApiError {
  return new ApiError(403, 'FORBIDDEN', 'Your account lacks the role this needs.');
}

export function conflict(current: unknown): ApiError {
  return new ApiError(409, 'CONFLICT', 'Someone else changed this record; review their version.', {
    current,
  });
}
