import { forwardRef, memo, Suspense } from 'react';
import { DataTableBody, useDataTableDataContext, type DataTableBodyProps } from 'react-admin';
import { LazyWindowedTableBody } from './LazyWindowedTableBody';

/** Pages longer than this render only the rows near the view; shorter ones render every row. */
export const WINDOWED_FROM = 100;

/**
 * The DataTable body: react-admin's own for usual pages, and for long ones (up to 1000 rows) only the rows in and
 * near the view, so a long page paints and scrolls as fast as a short one.
 */
export const ResourceTableBody = memo(
  forwardRef<HTMLTableSectionElement, DataTableBodyProps>(function ResourceTableBody(props, ref) {
    const data = useDataTableDataContext();
    return data && data.length > WINDOWED_FROM ? (
      <Suspense fallback={null}>
        <LazyWindowedTableBody data={data}>{props.children}</LazyWindowedTableBody>
      </Suspense>
    ) : (
      <DataTableBody ref={ref} {...props} />
    );
  }),
);
