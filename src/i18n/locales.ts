/** A language the dashboard can be shown in (spec §3). */
export interface Locale {
  code: string;
  iso: string;
  file: string;
  domain: string;
  direction: 'ltr' | 'rtl';
}

/** Only English is configured (spec §2); another language is one more entry and one more messages file. */
export const LOCALES: readonly Locale[] = [
  { code: 'en', iso: 'en-US', file: 'englishMessages.ts', domain: '', direction: 'ltr' },
];
