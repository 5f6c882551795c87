import { STORAGE_KEYS } from '../../lib/storageKeys';

/**
 * Debug mode is on when the debug-mode storage key equals '1' (docs/product.md#states); set it in the browser
 * console.
 *
 * @example
 * const debug = useDebugMode();
 */
export function useDebugMode(): boolean {
  return localStorage.getItem(STORAGE_KEYS.debug) === '1';
}
