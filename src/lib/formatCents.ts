/**
 * Formats an integer amount of cents as docs/product.md#constants shows money: '.' between thousands, ','
 * before the two decimals, worked out on the integer so no float rounding can creep in.
 *
 * @example
 * formatCents(123456); // '1.234,56'
 * formatCents(-5); // '-0,05'
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) return String(cents);
  const absolute = Math.abs(cents);
  const whole = String(Math.trunc(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole},${fraction}`;
}
