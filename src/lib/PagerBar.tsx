import { styled, Toolbar } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useEvent } from 'react-admin';
import { RowsPerPagePicker } from './RowsPerPagePicker';

// MUI TablePagination's toolbar, spacer and labels with their styles; its rows-per-page Select is RowsPerPagePicker's.
const Bar = styled(Toolbar)(({ theme }) => ({
  minHeight: 52,
  paddingRight: 2,
  [`${theme.breakpoints.up('xs')} and (orientation: landscape)`]: { minHeight: 52 },
  [theme.breakpoints.up('sm')]: { minHeight: 52, paddingRight: 2 },
  '& .MuiTablePagination-actions': { flexShrink: 0, marginLeft: 20 },
}));
const Spacer = styled('div')({ flex: '1 1 100%' });
const Label = styled('p')(({ theme }) => ({ ...theme.typography.body2, flexShrink: 0 }));

export interface PagerBarProps {
  /** Names the rows-per-page picker, e.g. 'Rows per page:'. */
  rowsPerPageLabel: string;
  perPage: number;
  /** The page sizes offered; with fewer than two there is no picker. */
  options: readonly number[];
  onPerPage: (perPage: number) => void;
  /** What the bar says of the rows shown, e.g. '1–25 of 356'. */
  displayed: string;
  /** The page buttons. */
  children: ReactNode;
}

/**
 * The inside of a table's pagination, laid out as MUI's TablePagination lays it out, whose static import of Select
 * (Menu, Popover, Modal, focus trap) would load with every table's first page: the rows-per-page picker loads it
 * after the first content (RowsPerPagePicker).
 *
 * @example
 * <PagerBar rowsPerPageLabel="Rows per page:" perPage={25} options={[25, 50]} onPerPage={setPerPage}
 *   displayed="1–25 of 356"><TablePaginationActions … /></PagerBar>
 */
export function PagerBar({
  rowsPerPageLabel,
  perPage,
  options,
  onPerPage,
  displayed,
  children,
}: PagerBarProps) {
  const labelId = useId();
  const selectId = useId();
  // One function for the picker's whole life (callers pass a new one with each render), so turning a page leaves
  // the picker as it is (RowsPerPagePicker).
  const changePerPage = useEvent(onPerPage);
  return (
    <Bar className="MuiTablePagination-toolbar">
      <Spacer className="MuiTablePagination-spacer" />
      {options.length > 1 && (
        <>
          <Label className="MuiTablePagination-selectLabel" id={labelId}>
            {rowsPerPageLabel}
          </Label>
          <RowsPerPagePicker
            id={selectId}
            labelId={labelId}
            value={perPage}
            options={options}
            onChange={changePerPage}
          />
        </>
      )}
      <Label className="MuiTablePagination-displayedRows">{displayed}</Label>
      {children}
    </Bar>
  );
}
