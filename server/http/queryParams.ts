import { z, type ZodType } from 'zod';

/** A query parameter sent as a JSON string (`filter={"q":"x"}`, `roles=["A"]`); bracket arrays pass through. */
export function jsonParam<T extends ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}

/** An integer in a JSON body: a number, never a string or boolean turned into one. */
export function intField(min = 1, max = Number.MAX_SAFE_INTEGER) {
  return z.number({ message: 'Expected an integer' }).int('Expected an integer').min(min).max(max);
}

/** An integer sent as text in a query string or path: plain digits only (no `1e3`, `0x10`, ` 7`). */
export function intParam(min = 1, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    intField(min, max),
  );
}

/** One id or several (`id=3`, `filter={"id":[1,2]}`, `id[]=1&id[]=2`), always as a list; at most 500. */
export function idsParam() {
  return z.union([intParam(), z.array(intParam()).max(500)]).transform((value) => [value].flat());
}

/** The list parameters of docs/API.md; `sortFields` are the columns a list may be sorted by. */
export function listQuery<F extends ZodType, S extends string>(filter: F, sortFields: readonly [S, ...S[]]) {
  return z
    .object({
      page: intParam(1).default(1),
      perPage: intParam(1, 1000).default(25),
      sort: z.enum(sortFields).optional(),
      order: z.enum(['ASC', 'DESC']).default('ASC'),
      filter: jsonParam(filter).optional(),
    })
    .strict();
}
