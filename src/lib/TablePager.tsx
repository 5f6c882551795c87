import { Box, TablePaginationActions } from '@mui/material';
import { PagerBar } from './PagerBar';

export interface TablePagerProps {
  count: number;
  /** From 0, as MUI's TablePagination counts pages. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange?: (rowsPerPage: number) => void;
}

const ignore = () => undefined;

/**
 * MUI's TablePagination (its labels, 'Go to next page' buttons and look) for a table that pages its rows itself,
 * without its Select before the first content is shown (PagerBar).
 *
 * @example
 * <TablePager count={356} page={0} rowsPerPage={25} rowsPerPageOptions={[25, 50, 100]} onPageChange={setPage} />
 */
export function TablePager({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange = ignore,
}: TablePagerProps) {
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  return (
    <Box
      className="MuiTablePagination-root"
      sx={{ overflow: 'auto', color: 'text.primary', fontSize: (theme) => theme.typography.pxToRem(14) }}
    >
      <PagerBar
        rowsPerPageLabel="Rows per page:"
        perPage={rowsPerPage}
        options={rowsPerPageOptions}
        onPerPage={onRowsPerPageChange}
        displayed={`${from}–${to} of ${count}`}
      >
        <TablePaginationActions
          className="MuiTablePagination-actions"
          count={count}
          page={page}
          rowsPerPage={rowsPerPage}
          onPageChange={(_, next) => onPageChange(next)}
          showFirstButton={false}
          showLastButton={false}
          disabled={false}
          getItemAriaLabel={(type) => `Go to ${type} page`}
        />
      </PagerBar>
    </Box>
  );
}
