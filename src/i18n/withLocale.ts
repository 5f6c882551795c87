import { LOCALE_ROUTING } from './localeRouting';

/**
 * The path as shown for a locale: unchanged for the default locale, prefixed with the code otherwise.
 *
 * @example
 * withLocale('/admin/accounts', 'en'); // '/admin/accounts'
 * withLocale('/admin/accounts', 'nl', 'en'); // '/nl/admin/accounts'
 */
export function withLocale(
  path: string,
  locale: string,
  defaultLocale: string = LOCALE_ROUTING.defaultLocale,
): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
