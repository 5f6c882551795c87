import { Chip, Stack } from '@mui/material';
import { useGetManyAggregate, useRecordContext, type Identifier } from 'react-admin';
import type { ReferenceField as ReferenceFieldDefinition } from '../../../contract/FieldDefinition';
import { valueAt } from '../../../contract/valueAt';
import { referenceNames } from '../referenceNames';
import { useRecordRepresentation } from './useRecordRepresentation';

const NO_IDS: Identifier[] = [];

function idsOf(value: unknown): Identifier[] {
  const ids = (Array.isArray(value) ? value : [value]).filter(
    (id): id is Identifier => typeof id === 'string' || typeof id === 'number',
  );
  return ids.length ? ids : NO_IDS;
}

/**
 * The referenced record(s) by name: chips for a list of references, text for one; nothing while they load. Light
 * enough for every cell of a long page: the cells' calls merge into one `getMany` per resource, and a cell holds
 * no link, access check or contexts of its own (react-admin's ReferenceField has all three).
 */
export function ReferenceValue({ field }: { field: ReferenceFieldDefinition }) {
  const record = useRecordContext();
  const representation = useRecordRepresentation(field.reference);
  const ids = idsOf(record ? valueAt(record, field.source) : undefined);
  const { data, isPending, error } = useGetManyAggregate(
    field.reference,
    { ids },
    { enabled: ids.length > 0 },
  );
  if (!ids.length) return null;
  if (isPending) return <span aria-busy />;
  const records = error ? undefined : data;
  if (!field.multiple) return <span>{referenceNames(ids, records, representation)}</span>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {ids.map((id) => (
        <Chip key={id} size="small" label={referenceNames([id], records, representation)} />
      ))}
    </Stack>
  );
}
