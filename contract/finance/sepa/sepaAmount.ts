/**
 * Cents as the decimal amount a SEPA file states, with two decimals and a dot; no floating point on the way.
 *
 * @example
 * sepaAmount(123456); // '1234.56'
 */
export function sepaAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
