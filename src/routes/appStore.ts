import { localStorageStore } from 'ra-core';
import { LOCALE_ROUTING } from '../i18n/localeRouting';
import { withDefaultLocale } from '../i18n/withDefaultLocale';
import { withSidebarKey } from '../layout/sidebar/withSidebarKey';
import { APP_STORE_KEY } from './storedListParams';

/**
 * react-admin's store (list parameters, preferences) in localStorage, the sidebar under the dashboard's own key,
 * and the default locale until another is chosen.
 */
export const appStore = withDefaultLocale(
  withSidebarKey(localStorageStore(undefined, APP_STORE_KEY)),
  LOCALE_ROUTING.defaultLocale,
);
