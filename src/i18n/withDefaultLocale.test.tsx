import { CoreAdminContext, memoryStore, type Store } from 'ra-core';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';
import { withDefaultLocale } from './withDefaultLocale';

const host = document.createElement('div');
let unmount = () => {};
afterEach(() => unmount());

/** What the page shows right after react-admin's first commit, before any effect has run. */
function firstCommit(store: Store): string {
  const root = createRoot(host);
  unmount = () => root.unmount();
  flushSync(() =>
    root.render(
      <CoreAdminContext store={store} i18nProvider={i18nProvider}>
        <p>Accounts</p>
      </CoreAdminContext>,
    ),
  );
  return host.textContent ?? '';
}

describe('withDefaultLocale', () => {
  it('answers the locale with the default until one is stored, then with the stored one', () => {
    const store = withDefaultLocale(memoryStore(), 'en');
    store.setup();
    expect(store.getItem('locale')).toBe('en');
    store.setItem('locale', 'fr');
    expect(store.getItem('locale')).toBe('fr');
  });

  it('leaves other keys to the wrapped store', () => {
    const store = withDefaultLocale(memoryStore(), 'en');
    expect(store.getItem('theme')).toBeUndefined();
    expect(store.getItem('theme', 'light')).toBe('light');
  });

  it('lets react-admin draw the app in its first commit on a first visit', () => {
    expect(firstCommit(memoryStore())).toBe('');
    unmount();
    expect(firstCommit(withDefaultLocale(memoryStore(), 'en'))).toBe('Accounts');
  });
});
