import type { FastifyError } from 'fastify';
import { ApiError, type ErrorBody, type ErrorCode } from './ApiError';
import { uniqueViolation } from './uniqueViolation';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const BODY_PARSE_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * Maps anything thrown while answering a request to the one error shape of docs/API.md; a unique index that
 * refused a write (two saves raced for one value) is a 409 naming the field.
 *
 * @example
 * toErrorBody(new ApiError(404, 'NOT_FOUND', 'Account 1 does not exist.')).statusCode; // 404
 */
export function toErrorBody(error: FastifyError | ApiError | Error): ErrorBody {
  if (error instanceof ApiError) return error.body;
  const taken = uniqueViolation(error);
  if (taken) return taken.body;
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (fastifyError.code && BODY_PARSE_ERRORS.has(fastifyError.code)) {
    const problem =
      fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'Empty JSON body' : 'Malformed JSON';
    return { statusCode: 400, code: 'VALIDATION', message: `body: ${problem}`, fields: { body: problem } };
  }
  if (status === 413) {
    return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
  }
  if (status && status >= 400 && status < 500) {
    return { statusCode: status, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL', message: 'Internal server error' };
}
