import { useQueries } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDataProvider, useListContext, type Identifier, type RaRecord } from 'react-admin';
import type { ReferenceField } from '../../../contract/FieldDefinition';
import { valueAt } from '../../../contract/valueAt';
import { referencedIds } from '../referencedIds';

/** A resource whose page holds more ids than this is left to the cells, which ask for those they draw. */
export const MOST_IDS_PER_PAGE = 200;

/** Records by id; null where they could not be read (the cells then name them by id). */
type Lookup = ReadonlyMap<string, ReadonlyMap<string, RaRecord> | null>;

interface PageLookup {
  /** The resources the page reads for its cells. */
  read: ReadonlySet<string>;
  /** Their records by id, once in. */
  records: Lookup;
}

const PageReferencesContext = createContext<PageLookup>({ read: new Set(), records: new Map() });

/** The referenced records of every row of a list page, read with one `getMany` per resource. */
interface PageRecords {
  resource: string;
  byId: ReadonlyMap<string, RaRecord> | null;
}

const toLookup = (results: { data?: PageRecords }[]): Lookup =>
  new Map(results.flatMap(({ data }) => (data ? [[data.resource, data.byId] as const] : [])));

/** Each referenced resource with the distinct ids the rows name, in a stable order. */
export function idsByResource(
  fields: readonly ReferenceField[],
  rows: readonly RaRecord[],
): [string, Identifier[]][] {
  const ids = new Map<string, Map<string, Identifier>>();
  for (const field of fields) {
    const named = ids.get(field.reference) ?? new Map<string, Identifier>();
    ids.set(field.reference, named);
    for (const row of rows)
      for (const id of referencedIds(valueAt(row, field.source))) named.set(String(id), id);
  }
  return [...ids]
    .map(([resource, named]): [string, Identifier[]] => [
      resource,
      [...named.keys()].sort().map((key) => named.get(key)!),
    ])
    .filter(([, resourceIds]) => resourceIds.length > 0 && resourceIds.length <= MOST_IDS_PER_PAGE);
}

/**
 * Reads the records the rows of the list page refer to, one `getMany` per resource for the whole page, so a cell
 * only looks its record up ({@link usePageReferences}): a page of 1,000 rows asks for its handful of groups once,
 * and a row scrolled into view asks for nothing.
 *
 * @example
 * <PageReferences fields={columns.filter(isReference)}><DataTable>…</DataTable></PageReferences>
 */
export function PageReferences({
  fields,
  children,
}: {
  fields: readonly ReferenceField[];
  children: ReactNode;
}) {
  const { data } = useListContext();
  const dataProvider = useDataProvider();
  const wanted = useMemo(() => idsByResource(fields, data ?? []), [fields, data]);
  const records = useQueries({
    queries: wanted.map(([resource, ids]) => ({
      queryKey: [resource, 'pageReferences', ids.map(String)],
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<PageRecords> => {
        try {
          const { data: records } = await dataProvider.getMany(resource, { ids, signal });
          return { resource, byId: new Map(records.map((record) => [String(record.id), record])) };
        } catch {
          return { resource, byId: null };
        }
      },
    })),
    combine: toLookup,
  });
  // Keyed by content: the rows' data changes identity on every refetch, the resources read seldom do.
  const readKey = wanted.map(([resource]) => resource).join(' ');
  const read = useMemo(() => new Set(readKey.split(' ').filter(Boolean)), [readKey]);
  const lookup = useMemo(() => ({ read, records }), [read, records]);
  return <PageReferencesContext.Provider value={lookup}>{children}</PageReferencesContext.Provider>;
}

/**
 * How the list page reads `resource` for its cells: 'own' where it does not (the cell asks itself), 'pending'
 * while its records are on their way, null if they could not be read, else those records by id.
 */
export function usePageReferences(
  resource: string,
): 'own' | 'pending' | ReadonlyMap<string, RaRecord> | null {
  const { read, records } = useContext(PageReferencesContext);
  if (!read.has(resource)) return 'own';
  const byId = records.get(resource);
  return byId === undefined ? 'pending' : byId;
}
