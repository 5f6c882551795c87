import { localStorageStore } from 'ra-core';
import { LOCALE_ROUTING } from '../i18n/localeRouting';
import { withDefaultLocale } from '../i18n/withDefaultLocale';
import { withSidebarKey } from '../layout/sidebar/withSidebarKey';

/**
 * react-admin's store (list parameters, preferences) in localStorage, the sidebar under the dashboard's own key,
 * and the default locale until another is chosen.
 */
export const appStore = withDefaultLocale(
  withSidebarKey(localStorageStore(undefined, 'wse')),
  LOCALE_ROUTING.defaultLocale,
);
