import { TableCell, TableSortLabel } from '@mui/material';
import clsx from 'clsx';
import { forwardRef } from 'react';
import {
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableSortContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
} from 'react-admin';
import { DeferredTooltip } from '../../lib/DeferredTooltip';

const oppositeOrder = { ASC: 'DESC', DESC: 'ASC' } as const;

/**
 * A column's header cell as react-admin's DataTableHeadCell draws it (classes, the title, a sort label that sorts by
 * the column, then the other way, named "Sort by … ascending"), its tooltip a DeferredTooltip, whose code no first
 * page loads. Our lists offer no column chooser, so unlike react-admin's it reads no hidden columns from the store.
 */
export const ListHeadCell = forwardRef<HTMLTableCellElement, DataTableColumnProps>(function ListHeadCell(
  {
    cellSx: _cellSx,
    className,
    cellClassName: _cellClassName,
    disableSort,
    headerClassName,
    field: _field,
    render: _render,
    source,
    label,
    sortByOrder,
    ...rest
  },
  ref,
) {
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  let content = title;
  if (handleSort && sort && !disableSort && source) {
    const fieldLabel = translateLabel({
      label: typeof label === 'string' ? label : undefined,
      resource,
      source,
    });
    const sortLabel = translate('ra.sort.sort_by', {
      field: fieldLabel,
      field_lower_first:
        typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
      order: translate(
        `ra.sort.${sort.field === source ? oppositeOrder[sort.order] : (sortByOrder ?? 'ASC')}`,
      ),
      _: translate('ra.action.sort'),
    });
    content = (
      <DeferredTooltip
        title={sortLabel}
        placement={rest.align === 'right' ? 'bottom-end' : 'bottom-start'}
        enterDelay={300}
      >
        {/* Named as MUI's tooltip names it, before the tooltip's code is in too. */}
        <TableSortLabel
          active={sort.field === source}
          direction={sort.order === 'ASC' ? 'asc' : 'desc'}
          data-field={source}
          data-order={sortByOrder || 'ASC'}
          onClick={handleSort}
          aria-label={sortLabel}
        >
          {title}
        </TableSortLabel>
      </DeferredTooltip>
    );
  }
  return (
    <TableCell
      ref={ref}
      className={clsx(DataTableClasses.headerCell, className, headerClassName, `column-${source}`)}
      variant="head"
      {...rest}
    >
      {content}
    </TableCell>
  );
});
