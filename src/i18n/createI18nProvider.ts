import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import { englishMessages } from './englishMessages';
import { LOCALE_ROUTING } from './localeRouting';
import { resourceMessages } from './resourceMessages';

/**
 * react-admin's translator with the dashboard's English messages and those naming each resource; the only
 * locale is en (docs/product.md#screens-and-routes).
 *
 * @example
 * <Admin i18nProvider={createI18nProvider(registry)}>…</Admin>
 */
export function createI18nProvider(definitions: readonly Pick<ResourceDefinition, 'name' | 'label'>[]) {
  const messages = { ...englishMessages, ...resourceMessages(definitions) };
  return polyglotI18nProvider(() => messages, LOCALE_ROUTING.defaultLocale, [
    { locale: 'en', name: 'English' },
  ]);
}
