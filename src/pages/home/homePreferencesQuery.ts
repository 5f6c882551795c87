import { queryOptions } from '@tanstack/react-query';
import { PREFETCH_FRESH_MS } from '../../data/lazyDataProvider';
import { call } from '../../transport/call';

/** The signed-in person's preferences, where the home grid keeps its layout. */
export type Preferences = Record<string, unknown>;

/**
 * GET /account/preferences: one definition for the home page's controller and for start-up's prefetch
 * (prefetchHome), which makes it fresh for the page's first mount.
 *
 * @example
 * useQuery(homePreferencesQuery);
 */
export const homePreferencesQuery = queryOptions({
  queryKey: ['account-preferences'],
  queryFn: async () => (await call<{ preferences: Preferences }>('GET', '/account/preferences')).preferences,
  staleTime: PREFETCH_FRESH_MS,
});
