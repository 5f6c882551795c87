import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { DashboardDataProvider } from '../../data/DashboardDataProvider';
import { withRevealed } from '../withRevealed';
import type { RevealApi } from './RevealContext';

/** How long a revealed value stays clear (docs/product.md#private-data: a few minutes). */
export const REVEAL_DURATION_MS = 5 * 60 * 1000;

/**
 * The clear values revealed on one record page, each held for REVEAL_DURATION_MS. `select` puts them into the
 * record as react-admin reads it from its getOne query, on every fetch (a refresh after a record action
 * included), so the form takes them as loaded values, not as changes; when one lapses the record shows the
 * mask again, and a value the user has since edited stays in the form as their change.
 *
 * @example
 * const { select, api } = useRevealedValues('members', 12);
 * <RevealContext.Provider value={api}><Edit queryOptions={{ select }}>…</Edit></RevealContext.Provider>
 */
export function useRevealedValues(resource: string, id: Identifier) {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const queryClient = useQueryClient();
  const [revealed, setRevealed] = useState<Readonly<Record<string, unknown>>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const reveal = useCallback(
    async (path: string, reason: string) => {
      const answer = await dataProvider.reveal(resource, id, path, reason);
      const field = answer.field || path;
      setRevealed((current) => ({ ...current, [field]: answer.value }));
      clearTimeout(timers.current.get(field));
      const lapse = () => {
        timers.current.delete(field);
        setRevealed(({ [field]: _lapsed, ...rest }) => rest);
      };
      timers.current.set(field, setTimeout(lapse, REVEAL_DURATION_MS));
      // The reveal is written to the record's history: show it there.
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
    [dataProvider, queryClient, resource, id],
  );

  const select = useCallback((record: RaRecord) => withRevealed(record, revealed), [revealed]);
  const api: RevealApi = useMemo(() => ({ resource, reveal }), [resource, reveal]);
  return { select, api } as const;
}
