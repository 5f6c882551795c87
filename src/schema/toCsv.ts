/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number as text (`-1.234,56`, `+31`): no operator past its sign, so no formula either. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*$/;

const cell = (value: unknown): string => {
  const text = Array.isArray(value)
    ? value.join(', ')
    : value === null || value === undefined
      ? ''
      : String(value);
  const inert = typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
  const safe = inert ? `'${text}` : text;
  return inert || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Rows as CSV text (RFC 4180 quoting), one header line of column labels. A text cell a spreadsheet would read
 * as a formula (`=`, `+`, `-`, `@`, tab or carriage return first) gets a leading `'` and quotes, as OWASP
 * advises; numbers, and text that is only a number (a negative amount), stay as they are.
 *
 * @example
 * toCsv([{ label: 'Name', value: (row) => row.name }], [{ name: '=HYPERLINK("x")' }]); // 'Name\r\n"\'=HYPERLINK(""x"")"'
 */
export function toCsv(
  columns: readonly { label: string; value: (row: Record<string, unknown>) => unknown }[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns.map((column) => cell(column.label)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return lines.join('\r\n');
}
