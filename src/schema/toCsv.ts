const cell = (value: unknown): string => {
  const text = Array.isArray(value)
    ? value.join(', ')
    : value === null || value === undefined
      ? ''
      : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as CSV text (RFC 4180 quoting), one header line of column labels. */
export function toCsv(
  columns: readonly { label: string; value: (row: Record<string, unknown>) => unknown }[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns.map((column) => cell(column.label)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return lines.join('\r\n');
}
