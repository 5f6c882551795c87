import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { cdnEntriesResponse, cdnPurgeResponse } from '../../../contract/tech/cdnApi';
import { call } from '../../transport/call';
import type { PurgePreview } from '../cache/PurgePreviewDialog';

const KEY = 'cdn-entries';

/**
 * The CDN page: the responses the edge cache holds whose path matches a pattern, and a purge of that pattern
 * whose preview says what matches before it runs.
 *
 * @example
 * const { entries, pattern, search, preview, purge } = useCdnController();
 */
export function useCdnController() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [pattern, setPattern] = useState('');
  const [shown, setShown] = useState<PurgePreview | null>(null);

  const entries = useQuery({
    queryKey: [KEY, pattern],
    queryFn: async () =>
      cdnEntriesResponse.parse(await call('GET', '/wse/cdn/entries', { filter: { pattern } })),
    placeholderData: keepPreviousData,
  });

  const ask = useMutation({
    mutationFn: async (scope: string) =>
      cdnPurgeResponse.parse(await call('POST', '/wse/cdn/purge', { pattern: scope, preview: true })),
    onSuccess: (answer) => setShown({ scope: answer.pattern, matched: answer.matched, names: answer.paths }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const purge = useMutation({
    mutationFn: async (scope: string) =>
      cdnPurgeResponse.parse(await call('POST', '/wse/cdn/purge', { pattern: scope, preview: false })),
    onSuccess: (answer) => {
      setShown(null);
      notify(
        `Purged ${answer.purged} ${answer.purged === 1 ? 'response' : 'responses'} matching '${answer.pattern}'`,
        { type: 'success' },
      );
      void queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  return {
    entries,
    pattern,
    search: setPattern,
    /** A purge needs a pattern; `/assets/*` covers every file. */
    preview: {
      ask: pattern ? () => ask.mutate(pattern) : undefined,
      asking: ask.isPending,
      shown,
      close: () => setShown(null),
    },
    purge: { run: () => shown && purge.mutate(shown.scope), running: purge.isPending },
  } as const;
}
