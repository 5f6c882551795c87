import { LOCALE_ROUTING } from './localeRouting';
import { withLocale } from './withLocale';

export interface RootRedirectOptions {
  redirectRoot: boolean;
  redirectStatus?: number;
  defaultLocale?: string;
}

/**
 * Where a visit to the root goes when root redirection is on: the preferred locale's home, with status 302 by
 * default. Null when nothing redirects (another path, redirection off, or already the right place).
 *
 * @example
 * rootRedirect('/', 'nl', { redirectRoot: true }); // { location: '/nl', status: 302 }
 */
export function rootRedirect(
  path: string,
  preferredLocale: string,
  options: RootRedirectOptions = LOCALE_ROUTING,
): { location: string; status: number } | null {
  if (!options.redirectRoot || path !== '/') return null;
  const location = withLocale('/', preferredLocale, options.defaultLocale ?? LOCALE_ROUTING.defaultLocale);
  if (location === path) return null;
  return { location, status: options.redirectStatus ?? 302 };
}
