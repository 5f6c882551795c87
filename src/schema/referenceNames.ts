import type { Identifier, RaRecord } from 'ra-core';

/**
 * Referenced records by name (their `representation` field), in the order of `ids`: one no longer there reads
 * '#5 (deleted)', and while the records are not at hand (`records` undefined: loading, or not readable) each
 * reads by its id.
 *
 * @example
 * referenceNames([1, 5], [{ id: 1, name: 'Support' }], 'name'); // 'Support, #5 (deleted)'
 */
export function referenceNames(
  ids: readonly Identifier[],
  records: readonly RaRecord[] | undefined,
  representation: string,
): string {
  return ids
    .map((id) => {
      if (!records) return `#${id}`;
      const record = records.find((candidate) => String(candidate.id) === String(id));
      if (!record) return `#${id} (deleted)`;
      const name: unknown = record[representation];
      return name === undefined || name === null || name === '' ? `#${id}` : String(name);
    })
    .join(', ');
}
