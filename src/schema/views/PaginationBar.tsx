import { styled, TableCell, TablePaginationActions, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { PaginationActions, useListPaginationContext, useTranslate } from 'react-admin';
import { PagerBar } from '../../lib/PagerBar';

// MUI TablePagination's root and its styles.
const Root = styled(TableCell)(({ theme }) => ({
  overflow: 'auto',
  color: (theme.vars ?? theme).palette.text.primary,
  fontSize: theme.typography.pxToRem(14),
  '&:last-child': { padding: 0 },
}));
const NO_OPTIONS: number[] = [];
// What TablePagination names its buttons by, on a small screen where react-admin passes it no labels.
const muiAriaLabel = (type: string) => `Go to ${type} page`;

/**
 * react-admin's <Pagination> (its page check, labels, page buttons and Next while there are more), laid out as MUI's
 * TablePagination lays it out (PagerBar: its rows-per-page Select loads after the first content).
 */
export function PaginationBar({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const totalPages = total != null ? Math.ceil(total / perPage) : undefined;
  // MUI's page is 0-based.
  const handlePageChange = useCallback(
    (event: { stopPropagation: () => void } | null, next: number) => {
      event?.stopPropagation();
      if (next < 0 || (totalPages && next > totalPages - 1)) {
        throw new Error(translate('ra.navigation.page_out_of_boundaries', { page: next + 1 }));
      }
      setPage(next + 1);
    },
    [totalPages, setPage, translate],
  );
  const nextButton = useMemo(() => ({ nextButton: { disabled: !hasNextPage } }), [hasNextPage]);
  if (isPending) return <Toolbar variant="dense" />;
  if (total === 0 || page < 1 || (totalPages != null && page > totalPages)) return null;

  const count = total ?? -1;
  const from = count === 0 ? 0 : (page - 1) * perPage + 1;
  const to = count === -1 ? page * perPage : Math.min(count, page * perPage);
  const displayed =
    count === -1 && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          _: `%{from}-%{to} of more than %{to}`,
        })
      : translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: count === -1 ? to : count,
          _: `%{from}-%{to} of %{count === -1 ? to : count}`,
        });
  const options = isSmall ? NO_OPTIONS : rowsPerPageOptions;
  const actions = {
    className: 'MuiTablePagination-actions',
    count,
    page: page - 1,
    rowsPerPage: perPage,
    onPageChange: handlePageChange,
    showFirstButton: false,
    showLastButton: false,
    disabled: false,
  };
  return (
    <Root component="span" className="MuiTablePagination-root">
      <PagerBar
        rowsPerPageLabel={translate('ra.navigation.page_rows_per_page')}
        perPage={perPage}
        options={options}
        onPerPage={setPerPage}
        displayed={displayed}
      >
        {isSmall ? (
          <TablePaginationActions {...actions} getItemAriaLabel={muiAriaLabel} />
        ) : total != null ? (
          <PaginationActions {...actions} />
        ) : (
          <TablePaginationActions
            {...actions}
            slotProps={nextButton}
            getItemAriaLabel={(type) => translate(`ra.navigation.${type}`, { _: `Go to ${type} page` })}
          />
        )}
      </PagerBar>
    </Root>
  );
}
