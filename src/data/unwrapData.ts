/** The API wraps one record as `{ data }`; some calls answer with the bare object. */
export function unwrapData(body: unknown): Record<string, unknown> {
  const object = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const inner = object.data;
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner)
    ? (inner as Record<string, unknown>)
    : object;
}
