/** The rows a windowed body may draw, and the part of them in view (indexes, inclusive). */
export interface RowWindow<Key> {
  rows: readonly { index: number; key: Key }[];
  visible: { startIndex: number; endIndex: number } | null;
}

/**
 * Which rows of the window to draw in full now: every row drawn already, and at most `batch` new ones, those in
 * view first and then the nearest to the view. When none of the window is drawn (the first fill, a jump far down
 * the page) every row in view is drawn at once, so the view is never left blank; the rest follow in later passes
 * of `batch` rows, each its own short task.
 *
 * @example
 * rowsToDraw({ rows, visible: { startIndex: 10, endIndex: 20 } }, new Set([8, 9, 10]), 4)
 */
export function rowsToDraw<Key>(
  { rows, visible }: RowWindow<Key>,
  drawn: ReadonlySet<Key>,
  batch: number,
): Set<Key> {
  const draw = new Set(rows.filter((row) => drawn.has(row.key)).map((row) => row.key));
  // Before the window is measured every row counts as in view.
  const distance = (index: number) =>
    visible === null ? 0 : Math.max(visible.startIndex - index, index - visible.endIndex, 0);
  const waiting = rows
    .filter((row) => !draw.has(row.key))
    .sort((first, second) => distance(first.index) - distance(second.index) || first.index - second.index);
  const firstFill = draw.size === 0;
  let added = 0;
  for (const row of waiting) {
    if (added >= batch && !(firstFill && distance(row.index) === 0)) break;
    draw.add(row.key);
    added += 1;
  }
  return draw;
}
