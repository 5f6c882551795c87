import type { FastifyInstance } from 'fastify';
import { notFound } from './ApiError';
import { maskSecrets } from './maskSecrets';
import { toErrorBody } from './toErrorBody';

/**
 * One error shape for every failure: thrown ApiErrors, validation, Fastify's own errors (413, bad JSON)
 * and unknown routes. Unexpected errors are logged and answered with a bare 500.
 *
 * @example
 * installErrorHandling(app);
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error as Error);
    // The method and masked URL go with it, so the Errors page (sys_log) says which call failed.
    if (body.statusCode >= 500) {
      request.log.error(
        { err: error, method: request.method, url: maskSecrets(request.url) },
        'request failed',
      );
    }
    if (body.retryAfter !== undefined) reply.header('retry-after', String(body.retryAfter));
    return reply.status(body.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = maskSecrets(request.url.split('?')[0] ?? request.url);
    return reply.status(404).send(notFound(`The route ${request.method} ${path}`).body);
  });
}
