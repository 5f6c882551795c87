import { formatDateTime } from '../lib/formatDateTime';
import { formatCents } from '../lib/formatCents';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { isEmptyValue } from '../../contract/isEmptyValue';

/** A field's value as plain text, as the screens show it (CSV, conflict and history tables). */
export function displayValue(field: FieldDefinition | undefined, value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (Array.isArray(value)) return value.map((item) => displayValue(field, item)).join(', ');
  switch (field?.kind) {
    case 'datetime':
      return Number.isNaN(new Date(String(value)).getTime()) ? String(value) : formatDateTime(String(value));
    case 'date':
      return String(value).slice(0, 10);
    case 'money':
      return typeof value === 'number' ? formatCents(value) : String(value);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'enum':
      return field.choices.find((choice) => choice.id === value)?.name ?? String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
