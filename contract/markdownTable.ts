const width = (text: string) => [...text].length;

/**
 * A Markdown table laid out as Prettier lays it out (each column as wide as its widest cell, at least 3), so a
 * generated table in docs/ passes the format check unchanged.
 *
 * @example
 * markdownTable(['resource', 'role'], [['accounts', 'VIEW_ACCOUNTS']]);
 * // '| resource | role          |\n| -------- | ------------- |\n| accounts | VIEW_ACCOUNTS |'
 */
export function markdownTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((title, column) =>
    Math.max(3, width(title), ...rows.map((row) => width(row[column] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((size, column) => (cells[column] ?? '') + ' '.repeat(size - width(cells[column] ?? ''))).join(' | ')} |`;
  return [line(head), line(widths.map((size) => '-'.repeat(size))), ...rows.map(line)].join('\n');
}
