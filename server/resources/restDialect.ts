import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offers } from '../../contract/offers';
import { principalOf } from '../http/accessControl';
import { validationError } from '../http/ApiError';
import { idParams } from '../http/idParams';
import { intField, jsonParam } from '../http/queryParams';
import { deleteManyQuery, idsResponse, recordBody, updateBody } from './callSchemas';
import { inputSchemas, splitUpdate } from './inputSchemas';
import { filterSchema } from './listFilters';
import { sortExpressions } from './listSort';
import { operationAccess } from './operationAccess';
import type { ResourceOperations } from './resourceOperations';
import { sampleRecord } from './sampleRecord';
import type { ServedResource } from './ServedResource';

const MAX_PAGE = 500;

function restListQuery(served: ServedResource) {
  const [first = 'id', ...rest] = [...sortExpressions(served).keys()];
  return z
    .object({
      sort: jsonParam(z.tuple([z.enum([first, ...rest]), z.enum(['ASC', 'DESC'])])).optional(),
      range: jsonParam(
        z
          .tuple([intField(0), intField(0)])
          .refine(([from, to]) => to >= from && to - from < MAX_PAGE, `At most ${MAX_PAGE} rows, from ≤ to`),
      ).optional(),
      filter: jsonParam(filterSchema(served)).optional(),
    })
    .strict();
}

/**
 * Registers a resource at the path its definition's `api.rest` names, in ra-data-simple-rest's conventions,
 * for the resources whose paths docs/product.md#calls does not name:
 * `GET /path?sort=["name","ASC"]&range=[0,24]&filter={}` answers a JSON array with
 * `Content-Range: <name> 0-24/319`; `GET|PUT|DELETE /path/:id`, `POST /path` answer the record;
 * `DELETE /path?filter={"id":[…]}` deletes several at once or none. Writes exist only where the definition
 * grants them a role (`access.create`, `edit`, `delete`); an update sends its changes with `version`.
 *
 * @example
 * serveRestCalls(app, served, resourceOperations(app, served, lookup));
 */
export function serveRestCalls(app: FastifyInstance, served: ServedResource, ops: ResourceOperations): void {
  const base = served.definition.api.rest;
  if (!base) return;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { name, fields } = served.definition;
  const access = operationAccess(served.definition);
  const one = `${base}/:id`;
  const sampleOne = `/api${base}/1`;

  typed.get(
    base,
    {
      schema: { querystring: restListQuery(served), response: { 200: z.array(recordBody) } },
      // The sample is a lookup by id, the request the route's either-rule access describes (operationAccess).
      config: { access: access.getList, sample: () => ({ query: { range: '[0,9]', filter: '{"id":[1]}' } }) },
    },
    async (request, reply) => {
      const [from, to] = request.query.range ?? [0, 24];
      const [sort, order] = request.query.sort ?? [undefined, 'ASC' as const];
      const { data, total } = await ops.list(
        { offset: from, limit: to - from + 1, sort, order, filter: request.query.filter },
        principalOf(request),
      );
      const last = data.length === 0 ? from : from + data.length - 1;
      void reply.header('Content-Range', `${name} ${from}-${last}/${total}`);
      return data;
    },
  );

  typed.get(
    one,
    {
      schema: { params: idParams, response: { 200: recordBody } },
      config: { access: access.getOne, sample: () => ({ url: sampleOne }) },
    },
    (request) => ops.one(request.params.id, principalOf(request)),
  );

  if (offers(served.definition, 'create'))
    typed.post(
      base,
      {
        schema: { body: inputSchemas(served).create, response: { 200: recordBody } },
        config: { access: access.create, sample: () => ({ body: sampleRecord(fields, 'create') }) },
      },
      (request) => ops.create(request.body, principalOf(request)),
    );

  if (offers(served.definition, 'update'))
    typed.put(
      one,
      {
        schema: { params: idParams, body: updateBody(served, true), response: { 200: recordBody } },
        config: {
          access: access.update,
          sample: () => ({ url: sampleOne, body: { version: 1, ...sampleRecord(fields, 'edit') } }),
        },
      },
      (request) => {
        const { id: bodyId, version, changes } = splitUpdate(request.body);
        if (bodyId !== undefined && bodyId !== request.params.id)
          throw validationError({ id: 'Does not match the record in the path' });
        return ops.update(request.params.id, version, changes, principalOf(request));
      },
    );

  if (offers(served.definition, 'delete')) {
    typed.delete(
      one,
      {
        schema: { params: idParams, response: { 200: recordBody } },
        config: { access: access.delete, sample: () => ({ url: sampleOne }) },
      },
      (request) => ops.remove(request.params.id, principalOf(request)),
    );
    typed.delete(
      base,
      {
        schema: { querystring: deleteManyQuery, response: { 200: idsResponse } },
        config: { access: access.delete, sample: () => ({ query: { filter: '{"id":[999999]}' } }) },
      },
      async (request) => ({ data: await ops.removeMany(request.query.filter.id, principalOf(request)) }),
    );
  }
}
