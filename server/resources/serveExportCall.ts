import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../http/accessControl';
import { jsonParam } from '../http/queryParams';
import { csvOfRecords } from './csvOfRecords';
import { filterSchema } from './listFilters';
import { sortExpressions } from './listSort';
import { accessOf } from './operationAccess';
import type { ResourceOperations } from './resourceOperations';
import type { ServedResource } from './ServedResource';

/** The most rows one export holds. */
const MAX_ROWS = 10_000;
const PAGE = 500;

/**
 * Serves a definition's `list.exportCall` (`GET /partners/exported`): the CSV of the list as filtered and sorted
 * by the same `filter`, `sort` and `order` as the list call, every page of it up to 10,000 rows, with the columns
 * the caller may read. Needs the definition's `access.export` (else `list`), and the list's own rule too.
 *
 * @example
 * serveExportCall(app, served, resourceOperations(app, served, lookup));
 */
export function serveExportCall(app: FastifyInstance, served: ServedResource, ops: ResourceOperations): void {
  const { definition } = served;
  const call = definition.list?.exportCall;
  if (!call || call.method !== 'GET') return;
  const [first = 'id', ...rest] = [...sortExpressions(served).keys()];
  const query = z
    .object({
      sort: z.enum([first, ...rest]).optional(),
      order: z.enum(['ASC', 'DESC']).default('ASC'),
      filter: jsonParam(filterSchema(served)).optional(),
    })
    .strict();
  app.withTypeProvider<ZodTypeProvider>().get(
    call.path,
    {
      schema: { querystring: query, response: { 200: z.string() } },
      config: {
        access: accessOf(definition.access?.export ?? definition.access?.list),
        sample: () => ({ query: { filter: '{"id":[1]}' } }),
      },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      const records = [];
      for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
        const { data } = await ops.list({ ...request.query, offset, limit: PAGE }, actor);
        records.push(...data);
        if (data.length < PAGE) break;
      }
      const name = definition.list?.exportName ?? definition.name;
      void reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}.csv"`);
      return csvOfRecords(definition, records, actor.roles);
    },
  );
}
