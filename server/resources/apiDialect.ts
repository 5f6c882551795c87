import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiCall, HttpCall } from '../../contract/ApiCall';
import { principalOf } from '../http/accessControl';
import { validationError } from '../http/ApiError';
import { idParams } from '../http/idParams';
import {
  deleteManyQuery,
  idsResponse,
  listParams,
  listResponse,
  oneResponse,
  revealBody,
  revealResponse,
  updateBody,
} from './callSchemas';
import { inputSchemas, splitUpdate } from './inputSchemas';
import { operationAccess } from './operationAccess';
import type { ResourceOperations } from './resourceOperations';
import { sampleRecord, sampleReveal } from './sampleRecord';
import type { ServedResource } from './ServedResource';

const httpCall = (call: ApiCall | undefined): HttpCall | undefined =>
  call && call.via !== 'forward' && call.via !== 'socket' ? call : undefined;

const sampleUrl = (path: string) => `/api${path.replace(':id', '1')}`;

/**
 * Registers the calls a definition declares at the paths it names (`GET /groups`, `PUT /member/update/:id`…),
 * in the API's own conventions (docs/API.md): lists take page, perPage, sort, order and a JSON filter and answer
 * `{ data, total }`; one record is `{ data }`.
 *
 * @example
 * serveApiCalls(app, served, resourceOperations(app, served, lookup));
 */
export function serveApiCalls(app: FastifyInstance, served: ServedResource, ops: ResourceOperations): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { api, fields } = served.definition;
  const access = operationAccess(served.definition);

  const getList = httpCall(api.getList);
  if (getList)
    typed.get(
      getList.path,
      {
        schema: { querystring: listParams(served), response: { 200: listResponse } },
        // The sample is a lookup by id, the request the route's either-rule access describes (operationAccess).
        config: { access: access.getList, sample: () => ({ query: { filter: '{"id":[1]}' } }) },
      },
      (request) => {
        const { page, perPage, ...rest } = request.query;
        return ops.list({ offset: (page - 1) * perPage, limit: perPage, ...rest }, principalOf(request));
      },
    );

  const getOne = httpCall(api.getOne);
  if (getOne)
    typed.get(
      getOne.path,
      {
        schema: { params: idParams, response: { 200: oneResponse } },
        config: { access: access.getOne, sample: () => ({ url: sampleUrl(getOne.path) }) },
      },
      async (request) => ({ data: await ops.one(request.params.id, principalOf(request)) }),
    );

  const create = httpCall(api.create);
  if (create)
    typed.post(
      create.path,
      {
        schema: { body: inputSchemas(served).create, response: { 200: oneResponse } },
        config: { access: access.create, sample: () => ({ body: sampleRecord(fields, 'create') }) },
      },
      async (request) => ({ data: await ops.create(request.body, principalOf(request)) }),
    );

  const update = httpCall(api.update);
  if (update && update.path.includes(':id'))
    typed.put(
      update.path,
      {
        schema: { params: idParams, body: updateBody(served, true), response: { 200: oneResponse } },
        config: {
          access: access.update,
          sample: () => ({
            url: sampleUrl(update.path),
            body: { version: 1, ...sampleRecord(fields, 'edit') },
          }),
        },
      },
      async (request) => {
        const { id: bodyId, version, changes } = splitUpdate(request.body);
        if (bodyId !== undefined && bodyId !== request.params.id)
          throw validationError({ id: 'Does not match the record in the path' });
        return { data: await ops.update(request.params.id, version, changes, principalOf(request)) };
      },
    );
  else if (update)
    typed.put(
      update.path,
      {
        schema: { body: updateBody(served, false), response: { 200: oneResponse } },
        config: {
          access: access.update,
          sample: () => ({ body: { id: 1, version: 1, ...sampleRecord(fields, 'edit') } }),
        },
      },
      async (request) => {
        const { id, version, changes } = splitUpdate(request.body);
        if (id === undefined) throw validationError({ id: 'Required' });
        return { data: await ops.update(id, version, changes, principalOf(request)) };
      },
    );

  const remove = httpCall(api.delete);
  if (remove)
    typed.delete(
      remove.path,
      {
        schema: { params: idParams, response: { 200: oneResponse } },
        config: { access: access.delete, sample: () => ({ url: sampleUrl(remove.path) }) },
      },
      async (request) => ({ data: await ops.remove(request.params.id, principalOf(request)) }),
    );

  const removeMany = httpCall(api.deleteMany);
  if (removeMany)
    typed.delete(
      removeMany.path,
      {
        schema: { querystring: deleteManyQuery, response: { 200: idsResponse } },
        config: { access: access.delete, sample: () => ({ query: { filter: '{"id":[999999]}' } }) },
      },
      async (request) => ({ data: await ops.removeMany(request.query.filter.id, principalOf(request)) }),
    );

  const reveal = httpCall(api.reveal);
  if (reveal)
    typed.post(
      reveal.path,
      {
        schema: { params: idParams, body: revealBody, response: { 200: revealResponse } },
        config: {
          access: access.reveal,
          sample: () => {
            const sample = sampleReveal(fields);
            return {
              url: sampleUrl(reveal.path),
              body: { field: sample?.field ?? 'id', reason: 'Sample check' },
              ...(sample ? { alsoNeeds: sample.alsoNeeds } : {}),
            };
          },
        },
      },
      (request) =>
        ops.reveal(request.params.id, request.body.field, request.body.reason, principalOf(request)),
    );
}
