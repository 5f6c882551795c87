import { TablePagination } from '@mui/material';

export interface FixedPaginationProps {
  count: number;
  /** From 1, as the API counts pages. */
  page: number;
  perPage: number;
  onPage: (page: number) => void;
}

/**
 * A table's pagination at one page size (MUI's, which counts pages from 0), for the tables whose API pages them.
 *
 * @example
 * <FixedPagination count={total} page={page} perPage={10} onPage={setPage} />
 */
export function FixedPagination({ count, page, perPage, onPage }: FixedPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[perPage]}
      onPageChange={(_, next) => onPage(next + 1)}
    />
  );
}
