/**
 * Parses a query string the way docs/API.md describes it: `key[]=a&key[]=b` and repeated keys become arrays;
 * JSON-valued parameters stay text here and are decoded by the route's schema (see `jsonParam`).
 *
 * @example
 * parseQueryString('ids[]=1&ids[]=2&q=x'); // { ids: ['1', '2'], q: 'x' }
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    // Own keys only: `toString=x` is a parameter like any other, not Object.prototype's function.
    const existing = Object.hasOwn(result, key) ? result[key] : undefined;
    if (existing === undefined) result[key] = isArray ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else result[key] = [existing, value];
  }
  return result;
}
