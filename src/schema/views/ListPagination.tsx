import { useMemo } from 'react';
import { I18nContext, Pagination, useI18nProvider, useListContext } from 'react-admin';

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
  const pagination = <Pagination />;
  return moreThanTotal ? (
    <I18nContext.Provider value={capped}>{pagination}</I18nContext.Provider>
  ) : (
    pagination
  );
}
