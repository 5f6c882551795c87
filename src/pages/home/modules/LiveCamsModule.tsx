import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  IN_SHOW,
  livePresenceResponse,
  performerPresence,
  type PerformerPresence,
} from '../../../../contract/live/presence';
import { formatNumber } from '../../../lib/formatNumber';
import { call } from '../../../transport/call';
import { getSocket, onSocketEvent } from '../../../transport/socketClient';
import { withPresence } from '../../liveCams/withPresence';
import { Figure, ModuleState } from './ModuleState';

/** The live wall's query: the module and the Live Cams page share what was read. */
const KEY = ['live-presence'];

/** Live cams now: performers in a show, from GET /wse/live once, then kept current by the socket's 'live-update'. */
export function LiveCamsModule() {
  const queryClient = useQueryClient();
  const wall = useQuery({
    queryKey: KEY,
    queryFn: async () => livePresenceResponse.parse(await call('GET', '/wse/live')).data,
  });
  useEffect(() => {
    getSocket();
    const stop = onSocketEvent<unknown>('live-update', (payload) => {
      const next = performerPresence.safeParse(payload);
      if (next.success)
        queryClient.setQueryData<PerformerPresence[]>(KEY, (current) => withPresence(current, next.data));
    });
    // Changes sent while the socket was not connected are lost: the wall is read again when it connects.
    const resync = onSocketEvent('connect', () => void queryClient.invalidateQueries({ queryKey: KEY }));
    return () => {
      stop();
      resync();
    };
  }, [queryClient]);
  const shows = (data: PerformerPresence[]) =>
    data.filter((presence) => IN_SHOW.includes(presence.onlineStatus));
  return (
    <ModuleState
      what="Live cams"
      query={wall}
      isEmpty={(data) => shows(data).length === 0}
      empty="Nobody is in a show right now."
    >
      {(data) => (
        <Figure
          value={formatNumber(shows(data).length, 0)}
          caption={`in a show now · ${data.length} online · ${shows(data).reduce((sum, p) => sum + p.viewers, 0)} watching`}
        />
      )}
    </ModuleState>
  );
}
