import { TableBody } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type Key, type ReactNode } from 'react';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableRowSxContext,
  type RaRecord,
} from 'react-admin';
import { ResourceTableRow } from './ResourceTableRow';
import { rowsToDraw } from './rowsToDraw';
import { useRowBehaviour } from './useRowBehaviour';

const ROW_HEIGHT = 53;
const OVERSCAN = 8;
/**
 * New rows drawn per pass, each pass a task of its own: under 4× CPU slowdown a row takes about 6 ms to draw, and a
 * pass of 4 with its commit, or a frame right after it, went over 50 ms in 7 of 16 scrolls of 1,000 rows; of 2, in 3.
 */
const BATCH = 2;

/**
 * A DataTable body that renders only the rows in and near the window's view, with spacers for the rest. The rows
 * are the short pages' rows (ResourceTableRow), so selection, row click and sort behave as on any page.
 */
export function WindowedTableBody({ data, children }: { data: RaRecord[]; children: ReactNode }) {
  const body = useRef<HTMLTableSectionElement>(null);
  const rowSx = useDataTableRowSxContext();
  const behaviour = useRowBehaviour();
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the rows start in the page, measured again whenever the page's height changes (filters wrapping, a
  // banner above the list), so the rows drawn stay the ones in view.
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // Assistive technology counts the rows that are not drawn too: the header row is row 1.
  useLayoutEffect(() => {
    const table = body.current?.closest('table');
    table?.setAttribute('aria-rowcount', String(data.length + 1));
    return () => table?.removeAttribute('aria-rowcount');
  }, [data.length]);
  const rows = useWindowVirtualizer({
    count: data.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => data[index]?.id ?? index,
    // Not inside the scroll event: there the rows' render adds to the frame's style, layout and paint, in one task.
    useFlushSync: false,
  });
  const items = rows.getVirtualItems();
  // Rows coming into view are drawn a few at a time, each batch in a task of its own, and hold their place
  // meanwhile. (Deferring them as one interruptible pass did not do: under a steady scroll each pass was dropped
  // for the next, until React rendered the whole window at once in a task of 200-300 ms.)
  const drawn = useRef<ReadonlySet<Key>>(new Set());
  const draw = rowsToDraw({ rows: items, visible: rows.range }, drawn.current, BATCH);
  const [, drawMore] = useReducer((passes: number) => passes + 1, 0);
  useLayoutEffect(() => {
    drawn.current = draw;
  });
  const waiting = draw.size < items.length;
  useEffect(() => {
    if (!waiting) return;
    const next = setTimeout(drawMore, 0);
    return () => clearTimeout(next);
  });
  const before = (items[0]?.start ?? scrollMargin) - scrollMargin;
  const after = rows.getTotalSize() - (items.at(-1)?.end ?? scrollMargin) + scrollMargin;
  return (
    <TableBody ref={body} className={clsx('datatable-body', DataTableClasses.tbody)}>
      <Spacer height={before} />
      {items.map(({ index, key }) => {
        if (!draw.has(key)) return <WaitingRow key={key} index={index} measure={rows.measureElement} />;
        const record = data[index]!;
        return (
          <RecordContextProvider value={record} key={key}>
            <ResourceTableRow
              ref={rows.measureElement}
              record={record}
              index={index}
              behaviour={behaviour}
              data-index={index}
              aria-rowindex={index + 2}
              sx={rowSx?.(record, index)}
            >
              {children}
            </ResourceTableRow>
          </RecordContextProvider>
        );
      })}
      <Spacer height={after} />
    </TableBody>
  );
}

function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={1000} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/** A row's place, at a row's height, until its batch is drawn. */
function WaitingRow({
  index,
  measure,
}: {
  index: number;
  measure: (row: HTMLTableRowElement | null) => void;
}) {
  return (
    <tr ref={measure} data-index={index} aria-hidden style={{ height: ROW_HEIGHT }}>
      <td colSpan={1000} style={{ padding: 0 }} />
    </tr>
  );
}
