import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { dashboardModule, type DashboardModuleKey } from '../../../../contract/dashboard/dashboardModules';
import { PREFETCH_FRESH_MS } from '../../../data/lazyDataProvider';
import { call } from '../../../transport/call';

/**
 * A home module's data from its one call (the catalogue's `call`), read as its schema says: one definition for the
 * module and for start-up's prefetch of the home page (prefetchHome), which makes it fresh for the module's first
 * mount.
 *
 * @example
 * useQuery(moduleDataQuery('signups-today', signupsTodayResponse));
 */
export function moduleDataQuery<T>(key: DashboardModuleKey, schema: z.ZodType<T>) {
  const path = dashboardModule(key)!.call.replace(/^GET /, '');
  return queryOptions({
    queryKey: ['dashboard-module', key],
    queryFn: async () => schema.parse(await call('GET', path)),
    staleTime: PREFETCH_FRESH_MS,
  });
}
