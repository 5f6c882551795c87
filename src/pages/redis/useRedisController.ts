import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from '../../routing/useSearchParams';
import { redisDeleteResponse, redisKeyResponse, redisKeysResponse } from '../../../contract/tech/redisApi';
import { call } from '../../transport/call';

const KEYS = 'redis-keys';
const KEY = 'redis-key';
export const KEYS_PER_PAGE = 50;

/**
 * The Redis page: keys matching a pattern page by page (SCAN cursors kept so it can go back), the key opened with
 * its value page by page, and deleting it once its name is typed again.
 *
 * @example
 * const { keys, pattern, search, open, opened, remove } = useRedisController();
 */
export function useRedisController() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  // The pattern is kept in the address, so a reload or a shared link searches it again.
  const [params, setParams] = useSearchParams();
  const pattern = params.get('pattern') ?? '';
  const [cursors, setCursors] = useState<string[]>(['0']);
  const cursor = cursors.at(-1) ?? '0';
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [valueCursors, setValueCursors] = useState<(string | undefined)[]>([undefined]);
  const valueCursor = valueCursors.at(-1);

  const keys = useQuery({
    queryKey: [KEYS, pattern, cursor],
    queryFn: async () =>
      redisKeysResponse.parse(
        await call('GET', '/wse/redis/keys', {
          ...(pattern ? { filter: { pattern } } : {}),
          cursor,
          count: KEYS_PER_PAGE,
        }),
      ),
    placeholderData: keepPreviousData,
  });

  const opened = useQuery({
    queryKey: [KEY, openKey, valueCursor],
    queryFn: async () =>
      redisKeyResponse.parse(
        await call('GET', '/wse/redis/key', {
          filter: { key: openKey },
          ...(valueCursor ? { cursor: valueCursor } : {}),
        }),
      ).data,
    enabled: openKey !== null,
  });

  const remove = useMutation({
    mutationFn: async ({ key, confirm }: { key: string; confirm: string }) =>
      redisDeleteResponse.parse(await call('DELETE', '/wse/redis/key', { filter: { key, confirm } })).data,
    onSuccess: (removed) => {
      setOpenKey(null);
      notify(`Deleted the Redis key ${removed.key}`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: [KEYS] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const prefix = keys.data?.prefix ?? '';
  return {
    keys,
    /** The pattern searched; empty means the server's own prefix. */
    pattern,
    defaultPattern: `${prefix}*`,
    search: (next: string) => {
      setParams(next ? { pattern: next } : {}, { replace: true });
      setCursors(['0']);
    },
    page: cursors.length,
    next:
      keys.data && keys.data.cursor !== '0'
        ? () => setCursors((seen) => [...seen, keys.data?.cursor ?? '0'])
        : undefined,
    previous: cursors.length > 1 ? () => setCursors((seen) => seen.slice(0, -1)) : undefined,
    openKey,
    open: (key: string | null) => {
      setOpenKey(key);
      setValueCursors([undefined]);
    },
    opened,
    valuePage: valueCursors.length,
    nextValue: opened.data?.next
      ? () => setValueCursors((seen) => [...seen, opened.data?.next ?? undefined])
      : undefined,
    previousValue: valueCursors.length > 1 ? () => setValueCursors((seen) => seen.slice(0, -1)) : undefined,
    remove: {
      run: (key: string, confirm: string, onDone: () => void) =>
        remove.mutate({ key, confirm }, { onSuccess: onDone }),
      running: remove.isPending,
    },
  } as const;
}
