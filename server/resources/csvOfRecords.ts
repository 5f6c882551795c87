import type { FieldDefinition } from '../../contract/FieldDefinition';
import { fieldsOnPath } from '../../contract/fieldsOnPath';
import { findField } from '../../contract/findField';
import { mayReadField } from '../../contract/mayReadField';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { valueAt } from '../../contract/valueAt';
import type { ApiRecord } from './ServedResource';

/** Whether the path names a field, and every field on it is one the caller may read (a field's `access.read`). */
function mayRead(fields: readonly FieldDefinition[], path: string, roles: readonly string[]): boolean {
  const passed = fieldsOnPath(fields, path);
  return (
    passed.length === path.split('.').length &&
    passed.every((field) => !field.writeOnly && mayReadField(field, roles))
  );
}

function text(field: FieldDefinition, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((item) => text(field, item)).join(', ');
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? (value / 100).toFixed(2) : String(value);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'enum':
      return field.choices.find((choice) => choice.id === value)?.name ?? String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * One CSV cell (RFC 4180): quoted where it holds a separator, quote or line break; a text a spreadsheet would
 * run as a formula (=, +, -, @ first) is led by a quote mark.
 */
function cell(value: string, numeric: boolean): string {
  const safe = !numeric && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The CSV of records as a list shows them: the definition's list columns the caller may read (a column whose
 * field needs a role they lack is left out, not emptied), labels as the header, values as text (money in units
 * of its currency, choices by name, booleans Yes/No). Records must be presented (masked) already.
 *
 * @example
 * csvOfRecords(partners, records, principal.roles); // 'Name,Partner code,…\r\nAmber Media 1,P1001,…\r\n'
 */
export function csvOfRecords(
  definition: ResourceDefinition,
  records: readonly ApiRecord[],
  roles: readonly string[],
): string {
  const columns = (definition.list?.columns ?? []).flatMap((path) => {
    const field = findField(definition.fields, path);
    return field && mayRead(definition.fields, path, roles) ? [{ path, field }] : [];
  });
  const numeric = (field: FieldDefinition) => field.kind === 'integer' || field.kind === 'money';
  const lines = [
    columns.map(({ field }) => cell(field.label, false)),
    ...records.map((record) =>
      columns.map(({ path, field }) => cell(text(field, valueAt(record, path)), numeric(field))),
    ),
  ];
  return lines.map((line) => `${line.join(',')}\r\n`).join('');
}
