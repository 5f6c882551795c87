import { z, type ZodType } from 'zod';
import { INT4_MAX, inputProblems } from './inputProblems';

/**
 * A query parameter sent as a JSON string (`filter={"q":"x"}`, `roles=["A"]`); bracket arrays pass through.
 * What the JSON holds is checked as a body is (`inputProblems`: NUL, lone surrogates, depth), by its path.
 */
export function jsonParam<T extends ZodType>(schema: T) {
  return z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
    const problems = inputProblems(parsed);
    for (const { path, problem } of problems) context.addIssue({ code: 'custom', message: problem, path });
    return problems.length > 0 ? z.NEVER : parsed;
  }, schema);
}

/** An integer in a JSON body: a number, never a string or boolean turned into one; ids fit an int4 column. */
export function intField(min = 1, max = INT4_MAX) {
  return z.number({ message: 'Expected an integer' }).int('Expected an integer').min(min).max(max);
}

/** An integer sent as text in a query string or path: plain digits only (no `1e3`, `0x10`, ` 7`). */
export function intParam(min = 1, max = INT4_MAX) {
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
