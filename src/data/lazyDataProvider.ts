import type { DashboardDataProvider } from './DashboardDataProvider';

export type LazyDataProvider = DashboardDataProvider & {
  /** Fetches the real provider's code (once); calls made before it is in wait for it. */
  preload: () => Promise<DashboardDataProvider>;
};

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
  return {
    preload: real,
    getList: async (...args) => (await real()).getList(...args),
    getOne: async (...args) => (await real()).getOne(...args),
    getMany: async (...args) => (await real()).getMany(...args),
    getManyReference: async (...args) => (await real()).getManyReference(...args),
    create: async (...args) => (await real()).create(...args),
    update: async (...args) => (await real()).update(...args),
    updateMany: async (...args) => (await real()).updateMany(...args),
    delete: async (...args) => (await real()).delete(...args),
    deleteMany: async (...args) => (await real()).deleteMany(...args),
    runAction: async (...args) => (await real()).runAction(...args),
    reveal: async (...args) => (await real()).reveal(...args),
  };
}
