import { useMemo } from 'react';
import {
  I18nContext,
  ListPaginationContext,
  useI18nProvider,
  useListContext,
  useListPaginationContext,
} from 'react-admin';
import { PaginationBar } from './PaginationBar';

/** Page sizes staff can pick, up to the API's largest page. */
const ROWS_PER_PAGE = [10, 25, 50, 100, 500, 1000];

/**
 * react-admin's pagination (PaginationBar), saying "of more than 1000" where the API counted a long list only up to its cap.
 * Past the cap the API counts at least to the end of the page asked for, so while it says there are more and
 * the page came back full, Next stays enabled: the pages beyond the cap are reached one at a time.
 */
export function ListPagination() {
  const { meta, data } = useListContext();
  const pagination = useListPaginationContext();
  const i18n = useI18nProvider();
  const moreThanTotal = (meta as { moreThanTotal?: boolean } | undefined)?.moreThanTotal === true;
  const { total, page, perPage } = pagination;
  const fullPage = (data?.length ?? 0) >= perPage;
  // The bar builds its label from page_range_info.
  const capped = useMemo(
    () => ({
      ...i18n,
      translate: (key: string, options?: Record<string, unknown>) =>
        key === 'ra.navigation.page_range_info'
          ? i18n.translate('dash.moreRows', { ...options, total })
          : i18n.translate(key, options),
    }),
    [i18n, total],
  );
  const beyondCap = useMemo(
    () =>
      // One row past this page makes react-admin's page count, its Next button and its page check allow one more.
      fullPage
        ? { ...pagination, hasNextPage: true, total: Math.max(total ?? 0, page * perPage + 1) }
        : pagination,
    [pagination, fullPage, total, page, perPage],
  );
  const element = <PaginationBar rowsPerPageOptions={ROWS_PER_PAGE} />;
  return moreThanTotal ? (
    <I18nContext.Provider value={capped}>
      <ListPaginationContext.Provider value={beyondCap}>{element}</ListPaginationContext.Provider>
    </I18nContext.Provider>
  ) : (
    element
  );
}
