/** Related records may arrive as ids or as `{ id, … }` objects; forms and filters work with the ids. */
export function idsOf(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => (typeof item === 'object' && item !== null && 'id' in item ? item.id : item));
}
