import type { z } from 'zod';

/** Zod issues as the nested `{ field: message }` object react-admin forms show beside each input. */
export function validationErrors(error: z.ZodError): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    // An issue with one item of a plain list (a role in `roles`) is shown on the list's own input.
    if (typeof issue.path.at(-1) === 'number') path.pop();
    const last = path.pop();
    if (last === undefined) continue;
    let node = errors;
    for (const key of path) {
      node[key] = typeof node[key] === 'object' && node[key] !== null ? node[key] : {};
      node = node[key] as Record<string, unknown>;
    }
    node[last] ??= issue.message;
  }
  return errors;
}
