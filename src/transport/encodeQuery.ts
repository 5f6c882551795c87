/**
 * The query string for GET/DELETE data (docs/API.md): scalars as text, objects as JSON strings, arrays in
 * bracket notation with one `key[]` per item (an empty array as `key=[]`, so it is not lost).
 *
 * @example
 * encodeQuery({ page: 1, ids: [1, 2], filter: { q: 'x' } });
 * // 'page=1&ids%5B%5D=1&ids%5B%5D=2&filter=%7B%22q%22%3A%22x%22%7D'
 */
export function encodeQuery(data: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) params.append(key, '[]');
      value.forEach((item) => params.append(`${key}[]`, toText(item)));
    } else {
      params.append(key, toText(value));
    }
  }
  return params.toString();
}

function toText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
