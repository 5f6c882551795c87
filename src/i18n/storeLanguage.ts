import { languageCookie } from './languageCookie';

/**
 * Remembers the language in a cookie the API can read; the cookie must cross origins when the API is elsewhere.
 *
 * @example
 * storeLanguage('en', getConfig().apiUrl);
 */
export function storeLanguage(locale: string, apiUrl: string): void {
  const crossOrigin = new URL(apiUrl, window.location.href).origin !== window.location.origin;
  document.cookie = languageCookie(locale, crossOrigin);
}
