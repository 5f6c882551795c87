/**
 * How locales appear in paths (docs/product.md#screens-and-routes): the default locale has no prefix, the
 * others are prefixed with their code; the root can redirect to the visitor's locale, with status 302 unless
 * told otherwise.
 */
export const LOCALE_ROUTING = {
  defaultLocale: 'en',
  redirectRoot: false,
  redirectStatus: 302,
} as const;
