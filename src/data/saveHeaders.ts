/**
 * The headers of one save: a fresh `Save-Id` that each of its calls (the record, then each relation) carries,
 * so the server's history shows them as one entry. Random bytes rather than `crypto.randomUUID`, which only a
 * secure context (https) offers.
 *
 * @example
 * const headers = saveHeaders(); // { 'Save-Id': '9f1c…' }, 32 hex digits
 */
export function saveHeaders(): Record<string, string> {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return { 'Save-Id': Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') };
}
