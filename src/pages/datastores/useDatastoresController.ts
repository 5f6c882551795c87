import { useMutation, useQuery } from '@tanstack/react-query';
import { datastoresResponse, queryResponse } from '../../../contract/tech/datastoresApi';
import { useAccess } from '../../auth/useAccess';
import { call } from '../../transport/call';

/**
 * The Datastores page: what the server runs on (read each time it is asked, so Refresh reads it anew), and the
 * query console for those who may run statements; the server refuses anything but one read-only SELECT.
 *
 * @example
 * const { stores, can, run, result } = useDatastoresController();
 */
export function useDatastoresController() {
  const stores = useQuery({
    queryKey: ['datastores'],
    queryFn: async () => datastoresResponse.parse(await call('GET', '/datastores')),
  });
  const query = useAccess({ resource: 'datastores', action: 'query' });
  const run = useMutation({
    mutationFn: async (sql: string) => queryResponse.parse(await call('POST', '/datastores/query', { sql })),
  });
  return {
    stores,
    can: { checking: query.isPending, query: query.canAccess === true },
    run: (sql: string) => run.mutate(sql),
    result: { data: run.data, error: run.error, running: run.isPending },
  } as const;
}
