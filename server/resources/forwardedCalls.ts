import { z, type ZodType } from 'zod';
import type { ApiCall, ForwardCall } from '../../contract/ApiCall';
import type { Principal } from '../auth/Principal';
import type { Access, RouteSample } from '../http/Access';
import { validationError } from '../http/ApiError';
import { fieldsOf } from '../http/zodValidatorCompiler';
import { deleteManyQuery, listParams, revealBody, updateBody } from './callSchemas';
import { inputSchemas, splitUpdate } from './inputSchemas';
import { operationAccess, type Operation } from './operationAccess';
import type { ResourceOperations } from './resourceOperations';
import { sampleRecord, sampleReveal } from './sampleRecord';
import type { ServedResource } from './ServedResource';

/**
 * One call a definition routes through `POST|PUT /forwarding/{api}` (docs/product.md#calls), with what serves
 * it.
 */
export interface ForwardedCall {
  method: 'POST' | 'PUT';
  api: string;
  /** The route as declared, `:id` included (`/studio/:id`). */
  route: string;
  access: Access;
  sample: () => RouteSample;
  /** Checks the payload against the call's own rules (400 naming the field), then serves it. */
  handle: Handler;
}

type Handler = (payload: unknown, id: number | undefined, actor: Principal) => Promise<unknown>;

/** A handler that checks the payload against `schema` (a 400 naming the field) before it runs. */
export function parsedBy<T>(
  schema: ZodType<T>,
  run: (payload: T, id: number | undefined, actor: Principal) => Promise<unknown>,
): Handler {
  return (payload, id, actor) => {
    const parsed = schema.safeParse(payload ?? {});
    if (!parsed.success) throw validationError(fieldsOf(parsed.error, 'payload'));
    return run(parsed.data, id, actor);
  };
}

const forward = (call: ApiCall | undefined): ForwardCall | undefined =>
  call?.via === 'forward' ? call : undefined;
const nothing = z.object({}).strict().optional();

/**
 * The forwarded calls of one served resource: each operation its definition routes through forwarding, with
 * the same payload rules and answers as its plain HTTP form.
 *
 * @example
 * const calls = forwardedCalls(served, resourceOperations(app, served, lookup));
 */
export function forwardedCalls(served: ServedResource, ops: ResourceOperations): ForwardedCall[] {
  const { api, fields } = served.definition;
  const access = operationAccess(served.definition);
  const idOf = (id: number | undefined) => {
    if (id === undefined) throw validationError({ route: 'Name the record: /…/:id' });
    return id;
  };
  type Entry = [Operation | 'deleteMany', ForwardCall | undefined, Handler, () => unknown, Access?];
  const entries: Entry[] = [
    [
      'getList',
      forward(api.getList),
      parsedBy(listParams(served), ({ page, perPage, ...rest }, _id, actor) =>
        ops.list({ offset: (page - 1) * perPage, limit: perPage, ...rest }, actor),
      ),
      () => ({ page: 1, perPage: 5 }),
    ],
    [
      'getOne',
      forward(api.getOne),
      parsedBy(nothing, async (_p, id, actor) => ({ data: await ops.one(idOf(id), actor) })),
      () => ({}),
    ],
    [
      'create',
      forward(api.create),
      parsedBy(inputSchemas(served).create, async (input, _id, actor) => ({
        data: await ops.create(input, actor),
      })),
      () => sampleRecord(fields, 'create'),
    ],
    [
      'update',
      forward(api.update),
      parsedBy(updateBody(served, true), async (body, id, actor) => {
        const { version, changes } = splitUpdate(body);
        return { data: await ops.update(idOf(id), version, changes, actor) };
      }),
      () => ({ version: 1, ...sampleRecord(fields, 'edit') }),
    ],
    [
      'delete',
      forward(api.delete),
      parsedBy(nothing, async (_p, id, actor) => ({ data: await ops.remove(idOf(id), actor) })),
      () => ({}),
    ],
    [
      'deleteMany',
      forward(api.deleteMany),
      parsedBy(deleteManyQuery, async ({ filter }, _id, actor) => ({
        data: await ops.removeMany(filter.id, actor),
      })),
      () => ({ filter: { id: [999999] } }),
    ],
    [
      'reveal',
      forward(api.reveal),
      parsedBy(revealBody, ({ field, reason }, id, actor) => ops.reveal(idOf(id), field, reason, actor)),
      () => ({ field: sampleReveal(fields)?.field ?? 'id', reason: 'Sample check' }),
      sampleReveal(fields)?.alsoNeeds,
    ],
  ];
  return entries.flatMap(([operation, call, handle, samplePayload, alsoNeeds]) =>
    call
      ? [
          {
            method: call.method,
            api: call.api,
            route: call.route,
            access: access[operation === 'deleteMany' ? 'delete' : operation],
            handle,
            sample: () => ({
              body: { route: call.route.replace(':id', '1'), payload: samplePayload() },
              ...(alsoNeeds === undefined ? {} : { alsoNeeds }),
            }),
          },
        ]
      : [],
  );
}
