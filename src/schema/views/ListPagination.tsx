import { useMemo } from 'react';
import { I18nContext, Pagination, useI18nProvider, useListContext } from 'react-admin';

/** Page sizes staff can pick, up to the API's largest page. */
const ROWS_PER_PAGE = [10, 25, 50, 100, 500, 1000];

/**
 * react-admin's pagination, saying "of more than 1000" where the API counted a long list only up to its cap
 * (the pages up to the cap stay reachable; a filter narrows the rest).
 */
export function ListPagination() {
  const { meta } = useListContext();
  const i18n = useI18nProvider();
  const moreThanTotal = (meta as { moreThanTotal?: boolean } | undefined)?.moreThanTotal === true;
  // Pagination builds its label from page_range_info; MUI's labelDisplayedRows is not in its props type.
  const capped = useMemo(
    () => ({
      ...i18n,
      translate: (key: string, options?: Record<string, unknown>) =>
        i18n.translate(key === 'ra.navigation.page_range_info' ? 'dash.moreRows' : key, options),
    }),
    [i18n],
  );
  const pagination = <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />;
  return moreThanTotal ? (
    <I18nContext.Provider value={capped}>{pagination}</I18nContext.Provider>
  ) : (
    pagination
  );
}
