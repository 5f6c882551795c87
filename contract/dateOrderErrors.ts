import type { FieldDefinition } from './FieldDefinition';
import { isEmptyValue } from './isEmptyValue';

const dayOf = (value: unknown): number | undefined => {
  if (isEmptyValue(value)) return undefined;
  const time = new Date(value as string).getTime();
  return Number.isNaN(time) ? undefined : time;
};

/**
 * The fields of a record that come before the date they may not precede (`notBefore`), each with its message:
 * the form shows it at the field, and the server refuses the write with it.
 *
 * @example
 * dateOrderErrors(promotions.fields, { startDate: '2026-12-01', endDate: '2026-11-01' });
 * // { endDate: 'End must not be before Start' }
 */
export function dateOrderErrors(
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if ((field.kind !== 'date' && field.kind !== 'datetime') || !field.notBefore) continue;
    const earlier = fields.find((other) => other.source === field.notBefore);
    const value = dayOf(values[field.source]);
    const floor = dayOf(values[field.notBefore]);
    if (earlier && value !== undefined && floor !== undefined && value < floor)
      errors[field.source] = `${field.label} must not be before ${earlier.label}`;
  }
  return errors;
}
