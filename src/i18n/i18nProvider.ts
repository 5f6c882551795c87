import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishMessages } from './englishMessages';
import { LOCALE_ROUTING } from './localeRouting';

/**
 * react-admin's translator with the dashboard's English messages; the only locale is en (spec §2).
 *
 * @example
 * <Admin i18nProvider={i18nProvider}>…</Admin>
 */
export const i18nProvider = polyglotI18nProvider(() => englishMessages, LOCALE_ROUTING.defaultLocale, [
  { locale: 'en', name: 'English' },
]);
