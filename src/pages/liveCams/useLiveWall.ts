import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { performerPresence } from '../../../contract/live/presence';
import { getSocket, onSocketEvent } from '../../transport/socketClient';
import { liveWallQuery, showPresence } from './liveWallQuery';

/**
 * The live wall's query, kept current by the socket's 'live-update' (no polling) and read again whenever the socket
 * (re)connects: updates sent while it was not connected (it opens after the first page, or was cut) are lost.
 *
 * @example
 * const wall = useLiveWall();
 */
export function useLiveWall() {
  const queryClient = useQueryClient();
  const wall = useQuery(liveWallQuery);
  useEffect(() => {
    getSocket();
    const stop = onSocketEvent<unknown>('live-update', (payload) => {
      const next = performerPresence.safeParse(payload);
      if (next.success) showPresence(queryClient, next.data);
    });
    const resync = onSocketEvent(
      'connect',
      () => void queryClient.invalidateQueries({ queryKey: liveWallQuery.queryKey }),
    );
    return () => {
      stop();
      resync();
    };
  }, [queryClient]);
  return wall;
}
