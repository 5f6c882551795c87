/** A language the dashboard can be shown in (docs/product.md#entities). */
export interface Locale {
  code: string;
  iso: string;
  file: string;
  domain: string;
  direction: 'ltr' | 'rtl';
}

/**
 * Only English is configured (docs/product.md#screens-and-routes); another language is one more entry and one
 * more messages file.
 */
export const LOCALES: readonly Locale[] = [
  { code: 'en', iso: 'en-US', file: 'englishMessages.ts', domain: '', direction: 'ltr' },
];
