/**
 * The text with its first letter in upper case, as the header shows the username
 * (docs/product.md#screens-and-routes).
 *
 * @example
 * capitalise('admin'); // 'Admin'
 */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
