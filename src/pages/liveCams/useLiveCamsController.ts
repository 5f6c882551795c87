import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from '../../routing/useSearchParams';
import { ONLINE_STATUSES, performerPresence, type OnlineStatus } from '../../../contract/live/presence';
import { call } from '../../transport/call';
import { showPresence } from './liveWallQuery';
import { useLiveWall } from './useLiveWall';
/** Durations on the cards move on this often; a second would redraw hundreds of cards for nothing. */
const TICK_MS = 15_000;

export type LiveAction = 'end' | 'kick';

/**
 * The live wall: every performer not offline, kept current by the socket's 'live-update' (no polling) and read
 * again whenever the socket (re)connects, the status shown (in the address) with the count of each, the clock the
 * durations are read against, and the two actions on a show.
 *
 * @example
 * const { shown, counts, status, setStatus, act } = useLiveCamsController();
 */
export function useLiveCamsController() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const status: OnlineStatus = ONLINE_STATUSES.find((value) => value === params.get('status')) ?? 'live';
  const [now, setNow] = useState(() => Date.now());

  const wall = useLiveWall();
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const counts = useMemo(() => {
    const byStatus = new Map<string, number>();
    for (const presence of wall.data ?? [])
      byStatus.set(presence.onlineStatus, (byStatus.get(presence.onlineStatus) ?? 0) + 1);
    return byStatus;
  }, [wall.data]);
  const shown = useMemo(
    () =>
      (wall.data ?? [])
        .filter((presence) => presence.onlineStatus === status)
        .sort((a, b) => b.viewers - a.viewers || a.username.localeCompare(b.username)),
    [wall.data, status],
  );

  const act = useMutation({
    mutationFn: async ({ action, id, reason }: { action: LiveAction; id: number; reason: string }) =>
      performerPresence.parse(
        ((await call('POST', `/wse/live/:id/${action}`, { id, reason })) as { data: unknown }).data,
      ),
    onSuccess: (presence, { action }) => {
      showPresence(queryClient, presence);
      notify(action === 'end' ? 'Show ended' : 'Member kicked', { type: 'success' });
    },
  });

  return {
    wall,
    shown,
    counts,
    status,
    setStatus: (value: string) => setParams({ status: value }, { replace: true }),
    now,
    act,
  } as const;
}
