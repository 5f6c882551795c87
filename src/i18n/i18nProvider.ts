import { createI18nProvider } from './createI18nProvider';

/**
 * The translator for what renders outside the resources (error pages, the shell's own tests); the app itself
 * uses `createI18nProvider(registry)`.
 *
 * @example
 * <I18nContextProvider value={i18nProvider}>…</I18nContextProvider>
 */
export const i18nProvider = createI18nProvider([]);
