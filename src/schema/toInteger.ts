/**
 * Number inputs convert entered text to an integer (docs/product.md#validation): '12' and '12.9' give 12, ''
 * gives null, and text that is no number is kept so validation can name it.
 */
export function toInteger(text: string | number | null | undefined): number | string | null {
  if (text === null || text === undefined || text === '') return null;
  if (typeof text === 'number') return Number.isFinite(text) ? Math.trunc(text) : null;
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? text : parsed;
}
