import { isEmptyValue } from '../../contract/isEmptyValue';

/**
 * A date field's value as `<input type="date">` holds it: 'YYYY-MM-DD', or '' when empty. react-admin's own
 * DateInput formats an empty value as null, so leaving the input ('' on blur) wrote null over a missing value
 * and marked an untouched form as changed.
 *
 * @example
 * dayInputValue('2026-04-01T00:00:00Z'); // '2026-04-01'
 * dayInputValue(undefined); // ''
 */
export function dayInputValue(value: unknown): string {
  return isEmptyValue(value) ? '' : String(value).slice(0, 10);
}
