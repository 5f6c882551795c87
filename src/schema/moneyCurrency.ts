import type { MoneyField } from '../../contract/FieldDefinition';

/**
 * The currency of a money field's amounts: the one the record names (the value of its `currencyFrom` field,
 * given as `named`) where the field takes it from the record, else the field's own, else euros.
 *
 * @example
 * moneyCurrency({ source: 'price', label: 'Price', kind: 'money', currencyFrom: 'currency' }, 'GBP'); // 'GBP'
 * moneyCurrency({ source: 'amount', label: 'Amount', kind: 'money' }); // 'EUR'
 */
export function moneyCurrency(field: Pick<MoneyField, 'currency' | 'currencyFrom'>, named?: unknown): string {
  if (field.currencyFrom && typeof named === 'string' && named !== '') return named;
  return field.currency ?? 'EUR';
}
