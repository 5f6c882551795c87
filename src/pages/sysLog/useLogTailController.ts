import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from '../../routing/useSearchParams';
import { logsFilter, type LogsFilter } from '../../../contract/tech/logsFilter';
import { logsLine, SYS_LOG_LEVELS, type LogsLine } from '../../../contract/tech/logsLine';
import { logsPage } from '../../../contract/tech/logsPage';
import { useAccess } from '../../auth/useAccess';
import { call } from '../../transport/call';
import { getSocket, onSocketEvent } from '../../transport/socketClient';
import { matchesFilter } from './matchesFilter';
import { mergeLines } from './mergeLines';

export type LogKind = 'sys-log' | 'errors';

const PAGE = 50;
const SOURCES: Record<LogKind, { path: string; levels: readonly string[] }> = {
  'sys-log': { path: '/wse/logs', levels: SYS_LOG_LEVELS },
  errors: { path: '/wse/logs/errors', levels: ['error', 'warn'] },
};

/** The filter kept in the address (level, source, q), as far as it is valid. */
function filterOf(params: URLSearchParams): LogsFilter {
  const wanted = Object.fromEntries(
    ['level', 'source', 'q'].flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  );
  const parsed = logsFilter.safeParse(wanted);
  return parsed.success ? parsed.data : {};
}

/**
 * The Sys Log and Errors pages: the log newest first, filtered (in the address) and paged back, with a live
 * tail from the socket's `sys-log` (new lines on top, each once; paused, they wait and are counted) that reads
 * again what came since its newest line whenever the socket (re)connects, so nothing is lost. Reading needs
 * VIEW_ACTIVITY; without it nothing is asked.
 *
 * @example
 * const { lines, filter, setFilter, paused, setPaused, held, older } = useLogTailController('sys-log');
 */
export function useLogTailController(kind: LogKind) {
  const { path, levels } = SOURCES[kind];
  const access = useAccess({ resource: 'sysLog', action: 'read' });
  const canRead = access.canAccess === true;
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const filterKey = JSON.stringify(filter);
  const [arrived, setArrived] = useState<LogsLine[]>([]);
  const [held, setHeld] = useState<LogsLine[]>([]);
  const [paused, setPausedState] = useState(false);

  const list = useInfiniteQuery({
    queryKey: ['logs', kind, filterKey],
    enabled: canRead,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) =>
      logsPage.parse(await call('GET', path, { filter, before: pageParam, limit: PAGE })),
    getNextPageParam: (last) => (last.more ? last.data.at(-1)?.id : undefined),
  });
  const read = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const lines = useMemo(() => mergeLines(arrived, read), [arrived, read]);

  // A new filter starts a new list: what the tail brought for the old one is not kept.
  useEffect(() => {
    setArrived([]);
    setHeld([]);
  }, [filterKey]);

  const add = useEffectEvent((added: LogsLine[]) => {
    const wanted = added.filter((line) => matchesFilter(line, filter, levels));
    if (wanted.length === 0) return;
    if (paused) setHeld((current) => mergeLines(current, wanted));
    else setArrived((current) => mergeLines(current, wanted));
  });
  // What came while the socket was away (or before it first connected), after the newest line known.
  const catchUp = useEffectEvent(async () => {
    let after = Math.max(0, ...lines.map((line) => line.id), ...held.map((line) => line.id));
    if (after === 0 && !list.data) return;
    for (;;) {
      const page = logsPage.parse(await call('GET', path, { filter, after }));
      add(page.data);
      if (!page.more || page.data.length === 0) return;
      after = page.data[0]!.id;
    }
  });
  useEffect(() => {
    if (!canRead) return;
    getSocket();
    const stop = onSocketEvent<unknown>('sys-log', (payload) => {
      const line = logsLine.safeParse(payload);
      if (line.success) add([line.data]);
    });
    const resync = onSocketEvent('connect', () => void catchUp().catch(() => undefined));
    return () => {
      stop();
      resync();
    };
  }, [canRead]);

  const setPaused = (next: boolean) => {
    setPausedState(next);
    if (!next) {
      setArrived((current) => mergeLines(current, held));
      setHeld([]);
    }
  };
  const setFilter = (next: LogsFilter) => {
    const entries = Object.entries(next).filter(
      ([, value]) => typeof value === 'string' && value.trim() !== '',
    );
    setParams(Object.fromEntries(entries), { replace: true });
  };

  return { access, canRead, list, lines, filter, setFilter, paused, setPaused, held, levels } as const;
}
