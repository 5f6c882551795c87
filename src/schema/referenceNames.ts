import type { ReactNode } from 'react';
import type { Identifier, RaRecord } from 'react-admin';

/**
 * Referenced records as one text, by `represent` (react-admin's `useGetRecordRepresentation`), in the order of
 * `ids`: one no longer there reads '#5 (deleted)', one without a name and all of them while the records are not at
 * hand (`records` undefined: loading, or not readable) read by their id. react-admin's reference fields show only
 * the records they find, each as a component of its own, where history and list cells need one light text.
 *
 * @example
 * referenceNames([1, 5], [{ id: 1, name: 'Support' }], (record) => record.name); // 'Support, #5 (deleted)'
 */
export function referenceNames(
  ids: readonly Identifier[],
  records: readonly RaRecord[] | undefined,
  represent: (record: RaRecord) => ReactNode,
): string {
  return ids
    .map((id) => {
      if (!records) return `#${id}`;
      const record = records.find((candidate) => String(candidate.id) === String(id));
      if (!record) return `#${id} (deleted)`;
      const name = represent(record);
      return name === undefined || name === null || name === '' ? `#${id}` : String(name);
    })
    .join(', ');
}
