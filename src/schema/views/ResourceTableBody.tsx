import { TableBody } from '@mui/material';
import clsx from 'clsx';
import { forwardRef, memo, Suspense } from 'react';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableDataContext,
  useDataTableRowSxContext,
  type DataTableBodyProps,
} from 'react-admin';
import { LazyWindowedTableBody } from './LazyWindowedTableBody';
import { ResourceTableRow } from './ResourceTableRow';
import { useRowBehaviour } from './useRowBehaviour';

/** Pages longer than this render only the rows near the view; shorter ones render every row. */
export const WINDOWED_FROM = 100;

/**
 * The DataTable body: every row for usual pages, drawn as react-admin's body draws them (its classes, row sx,
 * selection and row click) with lighter rows (ResourceTableRow), and for long ones (up to 1000 rows) only the rows
 * in and near the view, so a long page paints and scrolls as fast as a short one.
 */
export const ResourceTableBody = memo(
  forwardRef<HTMLTableSectionElement, DataTableBodyProps>(function ResourceTableBody(
    { children, className },
    ref,
  ) {
    const data = useDataTableDataContext();
    const rowSx = useDataTableRowSxContext();
    const behaviour = useRowBehaviour();
    if (data && data.length > WINDOWED_FROM)
      return (
        <Suspense fallback={null}>
          <LazyWindowedTableBody data={data}>{children}</LazyWindowedTableBody>
        </Suspense>
      );
    return (
      <TableBody ref={ref} className={clsx('datatable-body', className, DataTableClasses.tbody)}>
        {data?.map((record, index) => (
          <RecordContextProvider value={record} key={record.id ?? `row${index}`}>
            <ResourceTableRow record={record} index={index} behaviour={behaviour} sx={rowSx?.(record, index)}>
              {children}
            </ResourceTableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    );
  }),
);
