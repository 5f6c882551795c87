import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { jobResponse, type JobView } from '../../../contract/jobs/jobApi';
import { call } from '../../transport/call';
import { isActiveJob } from '../../../contract/jobs/isActiveJob';

/** A missed socket event (a reconnect) is healed by this slower refresh while the send runs. */
const RUNNING_REFRESH_MS = 5_000;

/**
 * One mass message's job (GET /jobs/:id), kept live by the socket's `job-progress` (useMassMessageEvents), and
 * its cancel.
 *
 * @example
 * const { job, cancel } = useMessageJob(12);
 */
export function useMessageJob(id: number) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const job = useQuery({
    queryKey: ['job', id],
    queryFn: async () => jobResponse.parse(await call('GET', '/jobs/:id', { id })).job,
    refetchInterval: (query) => (isActiveJob(query.state.data) ? RUNNING_REFRESH_MS : false),
  });
  const cancel = useMutation({
    mutationFn: async () => jobResponse.parse(await call('POST', '/jobs/:id/cancel', { id })).job,
    onSuccess: (cancelled: JobView) => queryClient.setQueryData(['job', id], cancelled),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return { job, cancel } as const;
}
