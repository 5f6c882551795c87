import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  QUERY_TIMEOUT_MS,
  datastoresResponse,
  queryBody,
  queryResponse,
} from '../../../contract/tech/datastoresApi';
import { DATASTORE_QUERY_ROLE } from '../../../contract/tech/datastoresAccess';
import { principalOf } from '../../http/accessControl';
import { ApiError, validationError } from '../../http/ApiError';
import { writeAudit } from '../../trail/writeAudit';
import type { LazyRedis } from '../redis/lazyRedis';
import { checkReadOnlySql } from './checkReadOnlySql';
import { describeDatastores } from './describeDatastores';
import { runReadOnly, stoppable } from './runReadOnly';

/** An SQLSTATE error of the statement itself (a missing table, a read-only violation, the timeout): the caller's. */
function statementError(error: unknown): ApiError {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new ApiError(503, 'UNAVAILABLE', `The database did not answer: ${reason}`);
  }
  if (code === '57014')
    return validationError({
      sql: `The statement ran past the ${QUERY_TIMEOUT_MS / 1000} s timeout and was stopped`,
    });
  return validationError({
    sql: error instanceof Error ? error.message : `Refused by the database (${code})`,
  });
}

/**
 * Tech › Datastores (docs/API.md "Datastores"): what the server runs on, for any signed-in staff, and a read-only
 * query console for VIEW_ACTIVITY, every statement audited.
 */
export async function datastoreRoutes(app: FastifyInstance, { redis }: { redis: LazyRedis }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/datastores',
    { schema: { response: { 200: datastoresResponse } }, config: { access: 'signed-in' } },
    async () => describeDatastores(app.db, redis.client()),
  );

  api.post(
    '/datastores/query',
    {
      schema: { body: queryBody, response: { 200: queryResponse } },
      config: { access: DATASTORE_QUERY_ROLE, sample: () => ({ body: { sql: 'select 1 as one' } }) },
    },
    async (request) => {
      const { sql } = request.body;
      const actor = principalOf(request);
      const audit = (action: string, after: Record<string, unknown>) =>
        writeAudit(app.db, {
          actor: actor.account,
          action,
          target: 'datastore:database',
          after,
          save: actor.save,
        });
      let statement: string;
      try {
        statement = await checkReadOnlySql(sql, { stoppable: stoppable(app.db) });
      } catch (error) {
        if (error instanceof ApiError) await audit('datastore.query-refused', { sql, reason: error.message });
        throw error;
      }
      // Written before it runs, so a statement that never comes back is on record too.
      await audit('datastore.query', { sql });
      try {
        return await runReadOnly(app.db, statement);
      } catch (error) {
        throw error instanceof ApiError ? error : statementError(error);
      }
    },
  );
}
