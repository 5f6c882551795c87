import type { z } from 'zod';

/** Zod issues as the nested `{ field: message }` object react-admin forms show beside each input. */
export function validationErrors(error: z.ZodError): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((key) => typeof key !== 'symbol') as (string | number)[];
    // An issue with one item of a plain list (a role in `roles`) is shown on the list's own input.
    if (typeof path.at(-1) === 'number') path.pop();
    const last = path.pop();
    if (last === undefined) continue;
    let node: Record<string | number, unknown> = errors;
    path.forEach((key, index) => {
      // Items of a list of sub-records get their errors in an array, as the form's field arrays expect.
      const empty = typeof path[index + 1] === 'number' || typeof last === 'number' ? [] : {};
      node[key] = typeof node[key] === 'object' && node[key] !== null ? node[key] : empty;
      node = node[key] as Record<string | number, unknown>;
    });
    node[last] ??= issue.message;
  }
  return errors;
}
