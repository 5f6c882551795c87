/** Forms hand back '' or null for a cleared input and the API may send null or leave a key out: all are empty. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
