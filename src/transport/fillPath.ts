import { HttpError } from 'ra-core';

/**
 * Fills each `:key` segment of an API path from the data and returns the path with what is left of the data.
 * A key that is missing (absent, null or empty) rejects the call before anything is sent
 * (docs/product.md#validation).
 *
 * @example
 * fillPath('/account/:id', { id: 7, x: 1 }); // { path: '/account/7', rest: { x: 1 } }
 */
export function fillPath(
  path: string,
  data: Record<string, unknown> = {},
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...data };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_segment, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '') {
      throw new HttpError(`Missing '${key}' key in data object`, 400);
    }
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
