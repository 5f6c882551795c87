import { queryOptions } from '@tanstack/react-query';
import { livePresenceResponse } from '../../../contract/live/presence';
import { PREFETCH_FRESH_MS } from '../../data/lazyDataProvider';
import { call } from '../../transport/call';

/**
 * The live wall (GET /wse/live): every performer not offline, read by the Live Cams page and the home page's module
 * alike, and kept current by the socket (useLiveWall). Asked for at start-up on the Live Cams page (prefetchLiveCams):
 * fresh for the page's first mount, which would otherwise ask again at once; the socket's connecting reads it again.
 *
 * @example
 * useQuery(liveWallQuery);
 */
export const liveWallQuery = queryOptions({
  queryKey: ['live-presence'],
  queryFn: async () => livePresenceResponse.parse(await call('GET', '/wse/live')).data,
  staleTime: PREFETCH_FRESH_MS,
});
