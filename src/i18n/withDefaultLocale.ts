import type { Store } from 'ra-core';

const LOCALE = 'locale';

/**
 * Answers react-admin's `locale` key with the translator's own locale until one is stored. react-admin's
 * translator draws nothing while the stored locale differs from its own, and sets it from an effect: on a first
 * visit the whole app was committed empty, then drawn again in one task that could not yield.
 *
 * @example
 * <Admin store={withDefaultLocale(localStorageStore(), 'en')}>…</Admin>
 */
export function withDefaultLocale(store: Store, locale: string): Store {
  return {
    ...store,
    getItem: <T>(key: string, defaultValue?: T) =>
      store.getItem(key, key === LOCALE ? (defaultValue ?? (locale as T)) : defaultValue),
  };
}
