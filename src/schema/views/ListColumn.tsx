import { forwardRef, memo } from 'react';
import {
  DataTableCell,
  DataTableHeadCell,
  useDataTableRenderContext,
  type DataTableColumnProps,
} from 'react-admin';

/**
 * A table column: its header cell in the head, its value cell in each row. react-admin's column also draws itself
 * in the column chooser, whose code (switches, a diacritics table) our lists, which offer no chooser, need not load.
 */
export const ListColumn = memo(
  forwardRef<HTMLTableCellElement, DataTableColumnProps>(function ListColumn(props, ref) {
    switch (useDataTableRenderContext()) {
      case 'header':
        return <DataTableHeadCell {...props} ref={ref} />;
      case 'columnsSelector':
        return null;
      default:
        return <DataTableCell {...props} ref={ref} />;
    }
  }),
);
