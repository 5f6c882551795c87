/**
 * The ids typed for a list of references ('3, 12'), as the API takes them; text that is no id is kept so
 * validation can name it.
 *
 * @example
 * referenceIds('3, 12'); // [3, 12]
 * referenceIds(''); // []
 */
export function referenceIds(text: string | null | undefined): (number | string)[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
