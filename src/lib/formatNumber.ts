/**
 * Formats a number with '.' between thousands and ',' before the decimals (docs/product.md#constants: 2
 * decimals by default).
 *
 * @example
 * formatNumber(1234567.891); // '1.234.567,89'
 * formatNumber(-1500, 0); // '-1.500'
 */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const isNegative = value < 0 && Number(Math.abs(value).toFixed(decimals)) !== 0;
  return `${isNegative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}
