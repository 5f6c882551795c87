import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DEPLOYMENTS_PAGE,
  deploymentListResponse,
  serverStatus,
  type DeploymentKind,
  type ServerStatus,
} from '../../../contract/tech/deploymentsApi';
import { call } from '../../transport/call';
import { getSocket, onSocketEvent } from '../../transport/socketClient';

/**
 * The Deployments page: one page of deployments and builds (of one kind, if chosen), read again whenever a
 * whitelabel build or deployment job changes state (the socket's `deployment-update`, so a running one changes
 * status live) and
 * when the socket reconnects; and what this server instance runs (the socket's GET /deployment/status).
 *
 * @example
 * const { list, instance, kind, setKind, page, setPage } = useDeploymentsController();
 */
export function useDeploymentsController() {
  const queryClient = useQueryClient();
  const [kind, setKindState] = useState<DeploymentKind | null>(null);
  const [page, setPage] = useState(1);

  const list = useQuery({
    queryKey: ['deployments', kind, page],
    queryFn: async () =>
      deploymentListResponse.parse(
        await call('GET', '/deployments', { page, perPage: DEPLOYMENTS_PAGE, ...(kind ? { kind } : {}) }),
      ),
    placeholderData: keepPreviousData,
  });
  const [instance, setInstance] = useState<{ data?: ServerStatus; error: Error | null }>({ error: null });
  // Not a query: the socket opens once the first page's queries have settled, so a query waiting on it would hold
  // them (and itself) up until the first content's time-out.
  useEffect(() => {
    let mounted = true;
    call('GET', '/deployment/status').then(
      (answer) => mounted && setInstance({ data: serverStatus.parse(answer), error: null }),
      (error: unknown) =>
        mounted && setInstance({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    getSocket();
    const reread = () => void queryClient.invalidateQueries({ queryKey: ['deployments'] });
    const stopFollowing = onSocketEvent('deployment-update', reread);
    // What happened while the socket was away is read on each (re)connect.
    const resync = onSocketEvent('connect', reread);
    return () => {
      stopFollowing();
      resync();
    };
  }, [queryClient]);

  return {
    list,
    instance,
    kind,
    setKind: (next: DeploymentKind | null) => {
      setKindState(next);
      setPage(1);
    },
    page,
    setPage,
  } as const;
}
