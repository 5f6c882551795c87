/**
 * Cuts text longer than `length` characters and adds an ellipsis (docs/product.md#constants: default 50).
 *
 * @example
 * shorten('abcdef', 3); // 'abc…'
 */
export function shorten(text: string, length = 50): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}
