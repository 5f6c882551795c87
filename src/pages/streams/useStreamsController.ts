import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import {
  streamListResponse,
  streamStopResponse,
  streamUpdate,
  type StreamListResponse,
  type StreamSort,
} from '../../../contract/tech/streamsApi';
import { call } from '../../transport/call';
import { getSocket, onSocketEvent } from '../../transport/socketClient';
import { withStreamUpdate } from './withStreamUpdate';

export const STREAMS_PER_PAGE = 25;
/** New streams, the total and the servers' load are read again at most this often while updates come in. */
const REREAD_MS = 3_000;

export interface StreamsQuery {
  page: number;
  sort: StreamSort;
  order: 'ASC' | 'DESC';
  server: string | null;
}

/**
 * The Streams page: one page of open streams (sorted, of one media server if chosen) kept current by the socket's
 * `stream-update` (a row changes or leaves at once; new streams, the total and the load arrive with the next read,
 * at most every few seconds), and stopping a stream with a reason.
 *
 * @example
 * const { list, query, setQuery, stop } = useStreamsController();
 */
export function useStreamsController() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [query, setQueryState] = useState<StreamsQuery>({
    page: 1,
    sort: 'startedAt',
    order: 'DESC',
    server: null,
  });
  const key = ['streams', query];

  const list = useQuery({
    queryKey: key,
    queryFn: async () =>
      streamListResponse.parse(
        await call('GET', '/wse/streams', {
          page: query.page,
          perPage: STREAMS_PER_PAGE,
          sort: query.sort,
          order: query.order,
          ...(query.server ? { server: query.server } : {}),
        }),
      ),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    getSocket();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reread = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: ['streams'] });
      }, REREAD_MS);
    };
    const stopFollowing = onSocketEvent<unknown>('stream-update', (payload) => {
      const update = streamUpdate.safeParse(payload);
      if (!update.success) return;
      queryClient.setQueriesData<StreamListResponse>({ queryKey: ['streams'] }, (page) =>
        withStreamUpdate(page, update.data),
      );
      reread();
    });
    // Updates sent while the socket was away are lost: the page is read again each time it connects.
    const resync = onSocketEvent(
      'connect',
      () => void queryClient.invalidateQueries({ queryKey: ['streams'] }),
    );
    return () => {
      stopFollowing();
      resync();
      clearTimeout(timer);
    };
  }, [queryClient]);

  const stop = useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      streamStopResponse.parse(await call('POST', '/wse/streams/:id/stop', { id, reason })).data,
    onSuccess: (stopped) => {
      queryClient.setQueriesData<StreamListResponse>({ queryKey: ['streams'] }, (page) =>
        withStreamUpdate(page, { performer: stopped.performer, stream: null }),
      );
      notify(`${stopped.username}'s stream stopped`, { type: 'success' });
    },
  });

  return {
    list,
    query,
    setQuery: (change: Partial<StreamsQuery>) =>
      setQueryState((current) => ({ ...current, page: 1, ...change })),
    stop,
  } as const;
}
