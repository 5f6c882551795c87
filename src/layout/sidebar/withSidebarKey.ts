import type { Store } from 'ra-core';
import { STORAGE_KEYS } from '../../lib/storageKeys';

const SIDEBAR_OPEN = 'sidebar.open';

/** Below 768 px the sidebar is an overlay (docs/product.md#constants: breakpoint 767 px). */
const isSmallScreen = () => window.matchMedia('(max-width: 767px)').matches;

/**
 * Keeps react-admin's sidebar state under the dashboard's own key, STORAGE_KEYS.sidebarHidden ('1' = hidden).
 * On a small screen the overlay always starts closed and its opening is not remembered, so closing it after a
 * tap on mobile never collapses the sidebar on the desktop.
 *
 * @example
 * <Admin store={withSidebarKey(localStorageStore())}>…</Admin>
 */
export function withSidebarKey(store: Store, small: () => boolean = isSmallScreen): Store {
  const listeners = new Set<(value: unknown) => void>();
  let overlayOpen = false;

  const readOpen = (fallback: unknown) => {
    if (small()) return overlayOpen;
    const hidden = localStorage.getItem(STORAGE_KEYS.sidebarHidden);
    return hidden === null ? fallback : hidden !== '1';
  };

  return {
    ...store,
    getItem: <T>(key: string, defaultValue?: T) =>
      key === SIDEBAR_OPEN ? (readOpen(defaultValue) as T | undefined) : store.getItem(key, defaultValue),
    setItem: (key, value) => {
      if (key !== SIDEBAR_OPEN) return store.setItem(key, value);
      if (small()) overlayOpen = Boolean(value);
      else localStorage.setItem(STORAGE_KEYS.sidebarHidden, value ? '0' : '1');
      listeners.forEach((listener) => listener(value));
    },
    subscribe: (key, callback) => {
      if (key !== SIDEBAR_OPEN) return store.subscribe(key, callback);
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
}
