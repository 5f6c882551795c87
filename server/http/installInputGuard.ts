import type { FastifyInstance } from 'fastify';
import { inputError } from './inputError';

/**
 * Refuses (400 naming the field) input the database cannot store before any route validates it: NUL or a
 * lone surrogate in any text, numbers beyond the int4 columns, nesting deeper than 32 levels (validators and
 * jsonb recurse), in the path, query string and body of every route.
 *
 * @example
 * installInputGuard(app); // before any route is registered
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const error =
      inputError(request.params, 'path') ??
      inputError(request.query, 'query') ??
      inputError(request.body, 'body');
    if (error) throw error;
  });
}
