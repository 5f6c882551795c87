/** The value at a dotted path of a record (`details.city`). */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], record);
}
