import { z } from 'zod';
import { intField, jsonParam, listQuery } from '../http/queryParams';
import { inputSchemas } from './inputSchemas';
import { filterSchema } from './listFilters';
import { sortExpressions } from './listSort';
import type { ServedResource } from './ServedResource';

const ids = z.union([intField(), z.array(intField()).min(1).max(500)]).transform((value) => [value].flat());

export const recordBody = z.record(z.string(), z.unknown());
export const oneResponse = z.object({ data: recordBody });
export const listResponse = z.object({
  data: z.array(recordBody),
  total: z.number().int(),
  moreThanTotal: z.boolean(),
});
export const idsResponse = z.object({ data: z.array(z.number().int()) });
export const revealResponse = z.object({ field: z.string(), value: z.unknown() });

/** `DELETE <list path>?filter={"id":[…]}`: the records to delete, all or none. */
export const deleteManyQuery = z.object({ filter: jsonParam(z.object({ id: ids }).strict()) }).strict();

/** Revealing a masked field: which one, and why (written to the record's history). */
export const revealBody = z
  .object({
    field: z.string().min(1).max(200),
    reason: z.string().trim().min(5, 'Give a reason of at least 5 characters').max(500),
  })
  .strict();

/**
 * The list parameters of docs/API.md for this resource: its filters (strict, named when wrong) and the
 * columns it may be sorted by.
 *
 * @example
 * listParams(served).parse({ page: '2', filter: '{"state":"active"}' });
 */
export function listParams(served: ServedResource) {
  const [first = 'id', ...rest] = [...sortExpressions(served).keys()];
  return listQuery(filterSchema(served), [first, ...rest]);
}

/** An update's body: the changed fields with `version`, and `id` unless the path carries it. */
export function updateBody(served: ServedResource, idInPath: boolean) {
  const schema = inputSchemas(served).update;
  return idInPath ? schema : schema.extend({ id: intField() });
}
