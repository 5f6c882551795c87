const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie that remembers the language (docs/product.md#constants): a year, the whole site, SameSite=Lax; a
 * dashboard served from another origin than its API needs SameSite=None, which browsers only accept with
 * Secure.
 *
 * @example
 * languageCookie('en', false); // 'lang=en; Max-Age=31536000; Path=/; SameSite=Lax'
 */
export function languageCookie(locale: string, crossOrigin: boolean): string {
  const sameSite = crossOrigin ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `lang=${encodeURIComponent(locale)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; ${sameSite}`;
}
