import { downloadCSV, type Exporter, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import { displayValue } from './displayValue';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { findField } from '../../contract/findField';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { toCsv } from './toCsv';
import { valueAt } from '../../contract/valueAt';

type Row = Record<string, unknown>;

/** Reference columns export the referenced records' names, fetched once per column for all rows. */
async function namesOf(
  field: FieldDefinition,
  rows: Row[],
  fetchRelated: FetchRelatedRecords,
  nameField: string,
) {
  if (field.kind !== 'reference') return null;
  const related: Record<string, RaRecord> = await fetchRelated(
    rows as RaRecord[],
    field.source,
    field.reference,
  );
  return (id: unknown) => String(related[String(id)]?.[nameField] ?? id);
}

/**
 * A react-admin exporter writing the definition's list columns (labels as header, values as shown,
 * references by name) for every row it gets; the list's export button asks the provider for all
 * filtered rows. `representationOf` names the field that names a record of another resource.
 */
export function csvExporter(
  definition: ResourceDefinition,
  representationOf: (resource: string) => string,
): Exporter {
  const fields = (definition.list?.columns ?? []).flatMap((path) => findField(definition.fields, path) ?? []);
  return async (rows: Row[], fetchRelated) => {
    const columns = await Promise.all(
      fields.map(async (field) => {
        const name =
          field.kind === 'reference'
            ? await namesOf(field, rows, fetchRelated, representationOf(field.reference))
            : null;
        return {
          label: field.label,
          value: (row: Row) => {
            const value = valueAt(row, field.source);
            if (!name) return displayValue(field, value, row);
            return Array.isArray(value) ? value.map(name).join(', ') : value == null ? '' : name(value);
          },
        };
      }),
    );
    downloadCSV(toCsv(columns, rows), definition.list?.exportName ?? definition.name);
  };
}
