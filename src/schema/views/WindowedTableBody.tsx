import { TableBody } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useDeferredValue, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  DataTableClasses,
  DataTableRow,
  RecordContextProvider,
  useDataTableRowSxContext,
  type RaRecord,
} from 'react-admin';

const ROW_HEIGHT = 53;
const OVERSCAN = 8;

/**
 * A DataTable body that renders only the rows in and near the window's view, with spacers for the rest. The rows
 * are react-admin's, so selection, row click and sort behave as in its own body.
 */
export function WindowedTableBody({ data, children }: { data: RaRecord[]; children: ReactNode }) {
  const body = useRef<HTMLTableSectionElement>(null);
  const rowSx = useDataTableRowSxContext();
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
  });
  // Rows coming into view render in an interruptible pass, so scrolling never waits for a whole batch of rows.
  const items = useDeferredValue(rows.getVirtualItems());
  const before = (items[0]?.start ?? scrollMargin) - scrollMargin;
  const after = rows.getTotalSize() - (items.at(-1)?.end ?? scrollMargin) + scrollMargin;
  return (
    <TableBody ref={body} className={clsx('datatable-body', DataTableClasses.tbody)}>
      <Spacer height={before} />
      {items.map(({ index, key }) => {
        const record = data[index]!;
        return (
          <RecordContextProvider value={record} key={key}>
            <DataTableRow
              ref={rows.measureElement}
              data-index={index}
              aria-rowindex={index + 2}
              className={clsx(DataTableClasses.row, {
                [DataTableClasses.rowEven]: index % 2 === 0,
                [DataTableClasses.rowOdd]: index % 2 !== 0,
              })}
              sx={rowSx?.(record, index)}
            >
              {children}
            </DataTableRow>
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
