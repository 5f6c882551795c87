import type { Identifier } from 'ra-core';

/**
 * The ids a reference field's value names: one id or a list of them, each an id or a record carrying one; empty
 * strings and anything else are left out.
 *
 * @example
 * referencedIds([2, { id: 3 }, '']); // [2, 3]
 */
export function referencedIds(value: unknown): Identifier[] {
  return (Array.isArray(value) ? value : [value])
    .map((item: unknown) => (typeof item === 'object' && item !== null && 'id' in item ? item.id : item))
    .filter((id): id is Identifier => typeof id === 'number' || (typeof id === 'string' && id !== ''));
}
