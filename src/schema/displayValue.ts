import { formatDateTime } from '../lib/formatDateTime';
import { formatMoney } from '../lib/formatMoney';
import type { FieldDefinition } from '../../contract/FieldDefinition';
import { isEmptyValue } from '../../contract/isEmptyValue';
import { moneyCurrency } from './moneyCurrency';
import { valueAt } from '../../contract/valueAt';

const currencyNamedBy = (path: string | undefined, record: unknown) =>
  path && typeof record === 'object' && record !== null
    ? valueAt(record as Record<string, unknown>, path)
    : undefined;

/**
 * A field's value as plain text, as the screens show it (CSV, conflict and history tables); money with its
 * currency, which `record` gives where each record names its own.
 */
export function displayValue(field: FieldDefinition | undefined, value: unknown, record?: unknown): string {
  if (isEmptyValue(value)) return '';
  if (Array.isArray(value)) return value.map((item) => displayValue(field, item, record)).join(', ');
  switch (field?.kind) {
    case 'datetime':
      return Number.isNaN(new Date(String(value)).getTime()) ? String(value) : formatDateTime(String(value));
    case 'date':
      return String(value).slice(0, 10);
    case 'money':
      if (typeof value !== 'number') return String(value);
      return formatMoney(value, moneyCurrency(field, currencyNamedBy(field.currencyFrom, record)));
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'enum':
      return field.choices.find((choice) => choice.id === value)?.name ?? String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
