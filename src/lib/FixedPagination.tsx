import { TablePager } from './TablePager';

export interface FixedPaginationProps {
  count: number;
  /** From 1, as the API counts pages. */
  page: number;
  perPage: number;
  onPage: (page: number) => void;
}

/**
 * A table's pagination at one page size (TablePager, which counts pages from 0), for the tables whose API pages
 * them.
 *
 * @example
 * <FixedPagination count={total} page={page} perPage={10} onPage={setPage} />
 */
export function FixedPagination({ count, page, perPage, onPage }: FixedPaginationProps) {
  return (
    <TablePager
      count={count}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[perPage]}
      onPageChange={(next) => onPage(next + 1)}
    />
  );
}
