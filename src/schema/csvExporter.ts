import { downloadCSV, type Exporter } from 'react-admin';
import { displayValue } from './displayValue';
import { findField } from './findField';
import type { ResourceDefinition } from './ResourceDefinition';
import { toCsv } from './toCsv';
import { valueAt } from './valueAt';

/**
 * A react-admin exporter writing the definition's list columns (labels as header, values as shown)
 * for every row it gets; the list's export button asks the provider for all filtered rows.
 */
export function csvExporter(definition: ResourceDefinition): Exporter {
  const columns = (definition.list?.columns ?? []).flatMap((path) => {
    const field = findField(definition.fields, path);
    if (!field) return [];
    return [
      {
        label: field.label,
        value: (row: Record<string, unknown>) => displayValue(field, valueAt(row, path)),
      },
    ];
  });
  return (rows) => downloadCSV(toCsv(columns, rows), definition.list?.exportName ?? definition.name);
}
