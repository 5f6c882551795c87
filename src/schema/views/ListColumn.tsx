import { TableCell, type SxProps, type Theme } from '@mui/material';
import clsx from 'clsx';
import { createElement, forwardRef, memo } from 'react';
import {
  DataTableClasses,
  useDataTableRenderContext,
  useRecordContext,
  type DataTableColumnProps,
} from 'react-admin';
import { valueAt } from '../../../contract/valueAt';
import { ListHeadCell } from './ListHeadCell';

/**
 * A table column: its header cell in the head, its value cell in each row. react-admin's column also draws itself
 * in the column chooser, whose code (switches, a diacritics table) our lists, which offer no chooser, need not load;
 * its header cell wraps the sort label in MUI's tooltip, which ours loads after the first page (ListHeadCell).
 */
export const ListColumn = memo(
  forwardRef<HTMLTableCellElement, DataTableColumnProps>(function ListColumn(props, ref) {
    switch (useDataTableRenderContext()) {
      case 'header':
        return <ListHeadCell {...props} ref={ref} />;
      case 'columnsSelector':
        return null;
      default:
        return <RowCell {...props} ref={ref} />;
    }
  }),
);

/**
 * A row's cell as react-admin's DataTableCell draws it (classes, cellSx, the value by children, render, field or
 * source), without what only the column chooser needs: react-admin's cell reads the store's hidden columns, one
 * subscription per cell, and wraps MUI's TableCell in a second styled component, on every cell of a page.
 */
const RowCell = forwardRef<HTMLTableCellElement, DataTableColumnProps>(function RowCell(
  { source, className, cellClassName, cellSx, sx, children, render, field },
  ref,
) {
  const record = useRecordContext();
  const value = source && record ? valueAt(record, source) : undefined;
  return (
    <TableCell
      ref={ref}
      className={clsx(DataTableClasses.rowCell, className, cellClassName, `column-${source}`)}
      sx={
        cellSx || sx ? [...sxParts(cellSx && record ? cellSx(record) : undefined), ...sxParts(sx)] : undefined
      }
    >
      {children ??
        (render
          ? record && render(record)
          : field
            ? createElement(field, { source })
            : value != null
              ? String(value)
              : null)}
    </TableCell>
  );
});

/** An sx as the items of an sx array (MUI merges those in order), so the cell's and the column's combine. */
function sxParts(sx: SxProps<Theme> | undefined): Exclude<SxProps<Theme>, ReadonlyArray<unknown>>[] {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? sx : [sx as Exclude<SxProps<Theme>, ReadonlyArray<unknown>>];
}
