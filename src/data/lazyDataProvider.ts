import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'ra-core';
import { loadOnce } from '../lib/loadOnce';
import type { DashboardDataProvider } from './DashboardDataProvider';
import type { CallsNow } from './declaredCallsNow';

export type LazyDataProvider = DashboardDataProvider & {
  /** Fetches the real provider's code (once); calls made before it is in wait for it. */
  preload: () => Promise<DashboardDataProvider>;
  /**
   * Asks for a list page before any screen does (start-up knows the first page's list while its code still
   * loads); the first `getList` with the same resource and parameters within {@link PREFETCH_FRESH_MS} takes the
   * answer instead of asking again. Resolves with the page (rejects as the call does).
   */
  prefetchList: (resource: string, params: GetListParams) => Promise<GetListResult>;
  /** As prefetchList, for the record a record page is about to show (the first `getOne` of it takes the answer). */
  prefetchOne: (resource: string, params: GetOneParams) => Promise<GetOneResult>;
};

/**
 * How long a prefetched list page or record may stand in for the one a screen asks for; a custom page's data asked at
 * start-up stays fresh as long, so its first mount does not ask again (pagePrefetches).
 */
export const PREFETCH_FRESH_MS = 10_000;

const listKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) =>
  JSON.stringify(['list', resource, pagination, sort, filter, meta]);
const oneKey = (resource: string, { id, meta }: GetOneParams) =>
  JSON.stringify(['one', resource, String(id), meta]);

/**
 * The data provider, fetched on its first call: the login page makes none, so it never downloads the API mapping
 * of every resource. A failed fetch (e.g. a deploy replaced the chunk) is tried again on the next call. `now`
 * sends a prefetched list page's or record's call before that code is in, where it can (declaredCallsNow).
 *
 * @example
 * const dataProvider = lazyDataProvider(() => import('./appDataProvider').then((module) => module.appDataProvider));
 */
export function lazyDataProvider(
  load: () => Promise<DashboardDataProvider>,
  now: CallsNow = { getList: () => undefined, getOne: () => undefined },
): LazyDataProvider {
  const real = loadOnce(load).load;
  const prefetched = new Map<string, Promise<unknown>>();
  /** Asks now; the first call with the same key within PREFETCH_FRESH_MS takes the answer. */
  const prefetch = <T>(
    key: string,
    ask: (provider: DashboardDataProvider) => Promise<T>,
    early?: Promise<T>,
  ) => {
    const answer = early ?? real().then(ask);
    // Unclaimed, its failure is nobody's to report; the screen that claims it gets the rejection.
    answer.catch(() => undefined);
    prefetched.set(key, answer);
    setTimeout(() => {
      if (prefetched.get(key) === answer) prefetched.delete(key);
    }, PREFETCH_FRESH_MS);
    return answer;
  };
  const claim = <T>(key: string, ask: (provider: DashboardDataProvider) => Promise<T>) => {
    const answer = prefetched.get(key) as Promise<T> | undefined;
    if (!answer) return real().then(ask);
    prefetched.delete(key);
    return answer;
  };
  return {
    preload: real,
    prefetchList: (resource, params) =>
      prefetch(
        listKey(resource, params),
        (provider) => provider.getList(resource, params),
        now.getList(resource, params),
      ),
    prefetchOne: (resource, params) =>
      prefetch(
        oneKey(resource, params),
        (provider) => provider.getOne(resource, params),
        now.getOne(resource, params),
      ),
    getList: (resource, params) =>
      claim(listKey(resource, params), (provider) => provider.getList(resource, params)),
    getOne: (resource, params) =>
      claim(oneKey(resource, params), (provider) => provider.getOne(resource, params)),
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
