import type { GetListParams, GetListResult } from 'ra-core';
import type { DashboardDataProvider } from './DashboardDataProvider';

export type LazyDataProvider = DashboardDataProvider & {
  /** Fetches the real provider's code (once); calls made before it is in wait for it. */
  preload: () => Promise<DashboardDataProvider>;
  /**
   * Asks for a list page before any screen does (start-up knows the first page's list while its code still
   * loads); the first `getList` with the same resource and parameters within {@link PREFETCH_FRESH_MS} takes the
   * answer instead of asking again. Resolves with the page (rejects as the call does).
   */
  prefetchList: (resource: string, params: GetListParams) => Promise<GetListResult>;
};

/** How long a prefetched list page may stand in for the one a screen asks for. */
export const PREFETCH_FRESH_MS = 10_000;

const listKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) =>
  JSON.stringify([resource, pagination, sort, filter, meta]);

/**
 * The data provider, fetched on its first call: the login page makes none, so it never downloads the API mapping
 * of every resource. A failed fetch (e.g. a deploy replaced the chunk) is tried again on the next call.
 *
 * @example
 * const dataProvider = lazyDataProvider(() => import('./appDataProvider').then((module) => module.appDataProvider));
 */
export function lazyDataProvider(load: () => Promise<DashboardDataProvider>): LazyDataProvider {
  let loading: Promise<DashboardDataProvider> | undefined;
  const real = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const prefetched = new Map<string, Promise<GetListResult>>();
  return {
    preload: real,
    prefetchList: (resource, params) => {
      const key = listKey(resource, params);
      const answer = real().then((provider) => provider.getList(resource, params));
      // Unclaimed, its failure is nobody's to report; the screen that claims it gets the rejection.
      answer.catch(() => undefined);
      prefetched.set(key, answer);
      setTimeout(() => {
        if (prefetched.get(key) === answer) prefetched.delete(key);
      }, PREFETCH_FRESH_MS);
      return answer;
    },
    getList: async (resource, params) => {
      const key = listKey(resource, params);
      const answer = prefetched.get(key);
      if (answer) {
        prefetched.delete(key);
        return answer;
      }
      return (await real()).getList(resource, params);
    },
    getOne: async (...args) => (await real()).getOne(...args),
    getMany: async (...args) => (await real()).getMany(...args),
    getManyReference: async (...args) => (await real()).getManyReference(...args),
    // A write may change any list, so a page asked for before it must not stand in for one asked after it.
    create: async (...args) => (prefetched.clear(), (await real()).create(...args)),
    update: async (...args) => (prefetched.clear(), (await real()).update(...args)),
    updateMany: async (...args) => (prefetched.clear(), (await real()).updateMany(...args)),
    delete: async (...args) => (prefetched.clear(), (await real()).delete(...args)),
    deleteMany: async (...args) => (prefetched.clear(), (await real()).deleteMany(...args)),
    runAction: async (...args) => (prefetched.clear(), (await real()).runAction(...args)),
    reveal: async (...args) => (await real()).reveal(...args),
  };
}
