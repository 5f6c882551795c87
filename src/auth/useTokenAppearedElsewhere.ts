import { useEffect } from 'react';
import { STORAGE_KEYS } from '../lib/storageKeys';

/**
 * Calls `onAppear` when another tab stores a login token while this one has none
 * (docs/product.md#screens-and-routes: the login page then goes to the root, any other page reloads).
 *
 * @example
 * useTokenAppearedElsewhere(() => navigate('/'));
 */
export function useTokenAppearedElsewhere(onAppear: () => void): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.login && event.oldValue === null && event.newValue) onAppear();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [onAppear]);
}
