/**
 * Whether a record page's id could name a record: every record id is a positive integer, so anything else is not
 * found without asking the API.
 *
 * @example
 * isRecordId('13613'); // true
 * isRecordId('new'); // false
 */
export function isRecordId(id: string): boolean {
  return /^[1-9]\d{0,15}$/.test(id);
}
