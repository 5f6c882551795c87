import { Chip, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import {
  useGetManyAggregate,
  useGetRecordRepresentation,
  useRecordContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ReferenceField as ReferenceFieldDefinition } from '../../../contract/FieldDefinition';
import { valueAt } from '../../../contract/valueAt';
import { referencedIds } from '../referencedIds';
import { referenceNames } from '../referenceNames';
import { usePageReferences } from './PageReferences';

interface NamesProps {
  field: ReferenceFieldDefinition;
  ids: Identifier[];
}

/**
 * The referenced record(s) by name: chips for a list of references, text for one; while they load, an empty chip
 * per reference, so the names take the room already held and nothing below them moves (on a phone a row's chips
 * wrap onto a line of their own: the page jumped when they came). Light
 * enough for every cell of a long page: in a list the page reads the records for all its rows (PageReferences),
 * elsewhere the cells' calls merge into one `getMany` per resource; a cell holds no link, access check or contexts
 * of its own (react-admin's ReferenceField has all three).
 */
export function ReferenceValue({ field }: { field: ReferenceFieldDefinition }) {
  const record = useRecordContext();
  const page = usePageReferences(field.reference);
  const ids = referencedIds(record ? valueAt(record, field.source) : undefined);
  if (!ids.length) return null;
  if (page === 'own') return <OwnReferenceNames field={field} ids={ids} />;
  if (page === 'pending') return <Loading field={field} ids={ids} />;
  const records = page ? ids.flatMap((id) => page.get(String(id)) ?? []) : undefined;
  return <Names field={field} ids={ids} records={records} />;
}

function OwnReferenceNames({ field, ids }: NamesProps) {
  const { data, isPending, error } = useGetManyAggregate(field.reference, { ids });
  if (isPending) return <Loading field={field} ids={ids} />;
  return <Names field={field} ids={ids} records={error ? undefined : data} />;
}

function Loading({ field, ids }: NamesProps) {
  if (!field.multiple) return <span aria-busy />;
  return (
    <Chips aria-busy>
      {ids.map((id) => (
        <Chip key={id} size="small" label="" sx={{ width: '4em' }} />
      ))}
    </Chips>
  );
}

function Names({ field, ids, records }: NamesProps & { records: RaRecord[] | undefined }) {
  const represent = useGetRecordRepresentation(field.reference);
  if (!field.multiple) return <span>{referenceNames(ids, records, represent)}</span>;
  return (
    <Chips>
      {ids.map((id) => (
        <Chip key={id} size="small" label={referenceNames([id], records, represent)} />
      ))}
    </Chips>
  );
}

const Chips = ({ children, ...busy }: { children: ReactNode; 'aria-busy'?: boolean }) => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }} {...busy}>
    {children}
  </Stack>
);
