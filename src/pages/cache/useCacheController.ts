import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { cacheEntriesResponse, cachePurgeResponse } from '../../../contract/tech/cacheApi';
import { call } from '../../transport/call';
import type { PurgePreview } from './PurgePreviewDialog';

const KEY = 'cache-entries';

/**
 * The Cache page: the server's cache entries under a key prefix, page by page (the cursors seen so far let it go
 * back), and a purge of that prefix whose preview says what matches before it runs.
 *
 * @example
 * const { entries, prefix, search, next, previous, preview, purge } = useCacheController();
 */
export function useCacheController() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [prefix, setPrefix] = useState('');
  // The cursor each page seen so far started from: the last one is the page shown.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const [shown, setShown] = useState<PurgePreview | null>(null);

  const entries = useQuery({
    queryKey: [KEY, prefix, cursor],
    queryFn: async () =>
      cacheEntriesResponse.parse(
        await call('GET', '/wse/cache/entries', { filter: { prefix }, ...(cursor ? { cursor } : {}) }),
      ),
    placeholderData: keepPreviousData,
  });

  const ask = useMutation({
    mutationFn: async () =>
      cachePurgeResponse.parse(await call('POST', '/wse/cache/purge', { prefix, preview: true })),
    onSuccess: (answer) => setShown({ scope: answer.prefix, matched: answer.matched, names: answer.keys }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const purge = useMutation({
    mutationFn: async (scope: string) =>
      cachePurgeResponse.parse(await call('POST', '/wse/cache/purge', { prefix: scope, preview: false })),
    onSuccess: (answer) => {
      setShown(null);
      setCursors([null]);
      notify(
        `Purged ${answer.purged} ${answer.purged === 1 ? 'entry' : 'entries'} under '${answer.prefix}'`,
        {
          type: 'success',
        },
      );
      void queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  return {
    entries,
    prefix,
    /** Shows the entries under another prefix, from their first page. */
    search: (next: string) => {
      setPrefix(next);
      setCursors([null]);
    },
    page: cursors.length,
    next: entries.data?.cursor
      ? () => setCursors((seen) => [...seen, entries.data?.cursor ?? null])
      : undefined,
    previous: cursors.length > 1 ? () => setCursors((seen) => seen.slice(0, -1)) : undefined,
    preview: { ask: () => ask.mutate(), asking: ask.isPending, shown, close: () => setShown(null) },
    purge: { run: () => shown && purge.mutate(shown.scope), running: purge.isPending },
  } as const;
}
