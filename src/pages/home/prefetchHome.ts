import type { QueryClient } from '@tanstack/react-query';
import { holdsAny } from '../../../contract/canAccess';
import { DASHBOARD_MODULE_DATA } from '../../../contract/dashboard/dashboardModuleData';
import { dashboardModule, type DashboardModuleKey } from '../../../contract/dashboard/dashboardModules';
import { HOME_LAYOUT_KEY, mergeHomeLayout } from '../../../contract/dashboard/homeLayout';
import { decodeToken, getToken } from '../../auth/tokenStore';
import { liveWallQuery } from '../liveCams/liveWallQuery';
import { homePreferencesQuery } from './homePreferencesQuery';
import { moduleDataQuery } from './modules/moduleDataQuery';

/** A module's query asked for, as the module itself reads it. */
const askModule = (queryClient: QueryClient, key: DashboardModuleKey) =>
  key === 'live-cams'
    ? queryClient.prefetchQuery(liveWallQuery)
    : queryClient.prefetchQuery(moduleDataQuery<unknown>(key, DASHBOARD_MODULE_DATA[key]));

/**
 * Start-up's ask for the home page's data while its code loads and runs: the person's layout, then the data of
 * each module it holds whose role the person has (a module without it says which role, and asks nothing).
 * Failures are the page's to report.
 *
 * @example
 * await prefetchHome(queryClient);
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  const roles = decodeToken(getToken() ?? '')?.roles ?? [];
  const preferences = await queryClient.fetchQuery(homePreferencesQuery).catch(() => null);
  if (!preferences) return;
  const { modules } = mergeHomeLayout(preferences[HOME_LAYOUT_KEY]);
  await Promise.all(
    modules
      .filter((key) => holdsAny(roles, dashboardModule(key)!.role))
      .map((key) => askModule(queryClient, key)),
  );
}
