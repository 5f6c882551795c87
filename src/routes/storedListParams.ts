/** The app key of react-admin's store (appStore); its items are under `RaStore<key>.` in localStorage. */
export const APP_STORE_KEY = 'wse';

/** A list's parameters as react-admin's list stores them between visits (`<resource>.listParams`). */
export interface StoredListParams {
  sort?: string | null;
  order?: string | null;
  page?: number | string | null;
  perPage?: number | string | null;
  filter?: Record<string, unknown>;
}

/**
 * The parameters react-admin stored for a list on the last visit, read where appStore keeps them without its code
 * (react-admin's store and lodash, ~8 kB gzip that start-up would otherwise run first). Unreadable: none.
 *
 * @example
 * storedListParams('accounts'); // { sort: 'email', order: 'DESC', page: 2, perPage: 25, filter: {} }
 */
export function storedListParams(resource: string): StoredListParams | undefined {
  try {
    const stored = localStorage.getItem(`RaStore${APP_STORE_KEY}.${resource}.listParams`);
    const value: unknown = stored === null ? undefined : JSON.parse(stored);
    return value && typeof value === 'object' ? (value as StoredListParams) : undefined;
  } catch {
    return undefined;
  }
}
