import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { livePresenceResponse, type PerformerPresence } from '../../../contract/live/presence';
import { PREFETCH_FRESH_MS } from '../../data/lazyDataProvider';
import { call } from '../../transport/call';
import { updateLog } from '../../transport/updateLog';
import { withPresence } from './withPresence';

const updates = updateLog(
  (wall: PerformerPresence[], next: PerformerPresence) => withPresence(wall, next) ?? wall,
);

/**
 * The live wall (GET /wse/live): every performer not offline, read by the Live Cams page and the home page's module
 * alike, and kept current by the socket (useLiveWall). Asked for at start-up on the Live Cams page (prefetchLiveCams):
 * fresh for the page's first mount, which would otherwise ask again at once; the socket's connecting reads it again.
 * A read gets the changes that came while it was under way again on top of its answer (updateLog).
 *
 * @example
 * useQuery(liveWallQuery);
 */
export const liveWallQuery = queryOptions({
  queryKey: ['live-presence'],
  queryFn: updates.reading(async () => livePresenceResponse.parse(await call('GET', '/wse/live')).data),
  staleTime: PREFETCH_FRESH_MS,
});

/**
 * One performer's new presence on the wall (from the socket, or from an action's answer), kept too for a read of
 * the wall under way.
 *
 * @example
 * showPresence(queryClient, { ...anna, onlineStatus: 'offline' });
 */
export function showPresence(queryClient: QueryClient, presence: PerformerPresence): void {
  updates.record(presence);
  queryClient.setQueryData(liveWallQuery.queryKey, (current) => withPresence(current, presence));
}
