import { useGetManyAggregate, useGetRecordRepresentation, type Identifier } from 'react-admin';
import { referenceNames } from '../referenceNames';

/**
 * Records of `reference` by name, as text; the calls of every such value on the page are merged into one
 * `getMany` per resource. Ids stand in while loading or when the records cannot be read.
 */
export function ReferenceNames({ reference, ids }: { reference: string; ids: Identifier[] }) {
  const represent = useGetRecordRepresentation(reference);
  const { data, isPending, error } = useGetManyAggregate(reference, { ids });
  return (
    <span aria-busy={isPending}>{referenceNames(ids, isPending || error ? undefined : data, represent)}</span>
  );
}
