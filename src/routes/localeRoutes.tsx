import type { ReactElement } from 'react';
import { Route } from '../routing/Route';
import { LOCALES } from '../i18n/locales';
import { LOCALE_ROUTING } from '../i18n/localeRouting';
import { LocalePrefixRedirect } from '../i18n/LocalePrefixRedirect';

/**
 * Routes for paths carrying the default locale's prefix, which has none of its own (the default-locale rule
 * of docs/product.md#screens-and-routes).
 *
 * @example
 * <DashboardRoutes title={title} publicRoutes={localeRoutes()} signedInRoutes={[]} />
 */
export function localeRoutes(): ReactElement[] {
  return LOCALES.filter((locale) => locale.code === LOCALE_ROUTING.defaultLocale).map((locale) => (
    <Route key={locale.code} path={`/${locale.code}/*`} element={<LocalePrefixRedirect />} />
  ));
}
