import { TableCell, TableRow, type TableRowProps } from '@mui/material';
import clsx from 'clsx';
import { forwardRef, memo } from 'react';
import { DataTableClasses, SelectRowCheckbox, type RaRecord } from 'react-admin';
import type { RowBehaviour } from './useRowBehaviour';

export interface ResourceTableRowProps extends Omit<TableRowProps, 'onClick'> {
  record: RaRecord;
  /** The row's place in the page (even and odd rows have their classes). */
  index: number;
  behaviour: RowBehaviour;
}

/**
 * A table row as react-admin's DataTableRow draws it (its classes, the selection checkbox, a click opening the
 * record), with the table's behaviour worked out once (useRowBehaviour) instead of in every row: react-admin's row
 * asks six contexts and the resource's definitions, and keeps an expand state in the store, for each of a page's
 * rows. Inside the record's RecordContext, as its cells read the record from there.
 */
export const ResourceTableRow = memo(
  forwardRef<HTMLTableRowElement, ResourceTableRowProps>(function ResourceTableRow(
    { record, index, behaviour, className, children, ...rest },
    ref,
  ) {
    const selectable = !behaviour.isRowSelectable || behaviour.isRowSelectable(record);
    return (
      <TableRow
        ref={ref}
        hover={behaviour.hover}
        onClick={(event) => void behaviour.open(record, event)}
        className={clsx(className, DataTableClasses.row, {
          [DataTableClasses.rowEven]: index % 2 === 0,
          [DataTableClasses.rowOdd]: index % 2 !== 0,
          [DataTableClasses.selectable]: selectable,
          [DataTableClasses.clickableRow]: behaviour.clickable,
        })}
        {...rest}
      >
        {behaviour.hasBulkActions && behaviour.toggle && (
          <TableCell padding="checkbox">
            <SelectRowCheckbox />
          </TableCell>
        )}
        {children}
      </TableRow>
    );
  }),
);
