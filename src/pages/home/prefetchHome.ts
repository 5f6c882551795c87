import type { QueryClient } from '@tanstack/react-query';
import { holdsAny } from '../../../contract/canAccess';
import {
  auditEventsResponse,
  mediaQueueResponse,
  payoutsDueResponse,
  revenueTodayResponse,
  signupsTodayResponse,
} from '../../../contract/dashboard/dashboardModuleData';
import { dashboardModule, type DashboardModuleKey } from '../../../contract/dashboard/dashboardModules';
import { HOME_LAYOUT_KEY, mergeHomeLayout } from '../../../contract/dashboard/homeLayout';
import { decodeToken, getToken } from '../../auth/tokenStore';
import { liveWallQuery } from '../liveCams/liveWallQuery';
import { homePreferencesQuery } from './homePreferencesQuery';
import { moduleDataQuery } from './modules/moduleDataQuery';

/** Each module's query asked for, as the module itself reads it. */
const ASK_MODULE: Record<DashboardModuleKey, (queryClient: QueryClient) => Promise<void>> = {
  'live-cams': (client) => client.prefetchQuery(liveWallQuery),
  'signups-today': (client) => client.prefetchQuery(moduleDataQuery('signups-today', signupsTodayResponse)),
  'revenue-today': (client) => client.prefetchQuery(moduleDataQuery('revenue-today', revenueTodayResponse)),
  'media-queue': (client) => client.prefetchQuery(moduleDataQuery('media-queue', mediaQueueResponse)),
  'payouts-due': (client) => client.prefetchQuery(moduleDataQuery('payouts-due', payoutsDueResponse)),
  'audit-events': (client) => client.prefetchQuery(moduleDataQuery('audit-events', auditEventsResponse)),
};

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
      .map((key) => ASK_MODULE[key](queryClient)),
  );
}
