import { LOCALES } from './locales';
import { LOCALE_ROUTING } from './localeRouting';

/**
 * Splits a path into its locale and the path the routes know; a path without a prefix is in the default locale.
 *
 * @example
 * stripLocalePrefix('/en/admin/accounts'); // { locale: 'en', path: '/admin/accounts' }
 * stripLocalePrefix('/admin/accounts'); // { locale: 'en', path: '/admin/accounts' }
 */
export function stripLocalePrefix(
  path: string,
  locales: readonly { code: string }[] = LOCALES,
  defaultLocale: string = LOCALE_ROUTING.defaultLocale,
): { locale: string; path: string } {
  const [, first = '', ...rest] = path.split('/');
  const match = locales.find((locale) => locale.code === first);
  if (!match) return { locale: defaultLocale, path };
  return { locale: match.code, path: `/${rest.join('/')}` };
}
