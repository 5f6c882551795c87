import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { jobResponse, type JobView } from '../../../contract/jobs/jobApi';
import { JOB_KINDS, type JobKind } from '../../../contract/jobs/jobKinds';
import type { JobQueueName } from '../../../contract/jobs/jobQueues';
import {
  cronJobsResponse,
  queueJobsResponse,
  queueMetricsResponse,
  type QueueJobsPage,
  type QueueJobView,
  type QueueState,
} from '../../../contract/jobs/queueMonitorApi';
import { call } from '../../transport/call';
import { onSocketEvent } from '../../transport/socketClient';
import { useJobProgress } from '../../transport/useJobProgress';
import { withJobUpdate } from './withJobUpdate';

/** The counts, new jobs and the repeatable jobs' runs are read again at most this often while jobs change. */
const REREAD_MS = 1_500;
const ALL_KINDS = Object.keys(JOB_KINDS) as JobKind[];

export interface QueueFilter {
  queue: JobQueueName | null;
  state: QueueState | null;
  page: number;
}

export type QueueAction = 'retry' | 'promote' | 'remove' | 'cancel';

const ACTION_CALLS: Record<QueueAction, { method: 'POST' | 'DELETE'; path: string; done: string }> = {
  retry: { method: 'POST', path: '/queues/jobs/:id/retry', done: 'queued again' },
  promote: { method: 'POST', path: '/queues/jobs/:id/promote', done: 'promoted: it runs now' },
  remove: { method: 'DELETE', path: '/queues/jobs/:id', done: 'removed' },
  cancel: { method: 'POST', path: '/jobs/:id/cancel', done: 'cancelled' },
};

/**
 * The Bull Monitor page: the queues' counts by state and the back end that runs them, a page of jobs (by queue
 * and state), the repeatable jobs, and retry / promote / remove / cancel. Every `job-progress` report changes its row at
 * once; counts, new jobs and the schedules follow with the next read, at most every REREAD_MS.
 *
 * @example
 * const { metrics, jobs, cron, filter, setFilter, act } = useBullMonitorController();
 */
export function useBullMonitorController() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [filter, setFilterState] = useState<QueueFilter>({ queue: null, state: null, page: 1 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const metrics = useQuery({
    queryKey: ['queues', 'metrics'],
    queryFn: async () => queueMetricsResponse.parse(await call('GET', '/queues/metrics')),
  });
  const jobs = useQuery({
    queryKey: ['queues', 'jobs', filter],
    queryFn: async () =>
      queueJobsResponse.parse(
        await call('GET', '/queues/jobs', {
          page: filter.page,
          ...(filter.queue ? { queue: filter.queue } : {}),
          ...(filter.state ? { state: filter.state } : {}),
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const cron = useQuery({
    queryKey: ['queues', 'cronjobs'],
    queryFn: async () => cronJobsResponse.parse(await call('GET', '/queues/cronjobs')).data,
  });

  const reread = () => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: ['queues'] });
    }, REREAD_MS);
  };
  useJobProgress(ALL_KINDS, (job: JobView) => {
    queryClient.setQueriesData<QueueJobsPage>({ queryKey: ['queues', 'jobs'] }, (page) =>
      withJobUpdate(page, job),
    );
    reread();
  });
  useEffect(() => {
    // Reports sent while the socket was away are lost: the page is read again each time it connects.
    const resync = onSocketEvent(
      'connect',
      () => void queryClient.invalidateQueries({ queryKey: ['queues'] }),
    );
    return () => {
      resync();
      clearTimeout(timer.current);
    };
  }, [queryClient]);

  const act = useMutation({
    mutationFn: async ({ job, action }: { job: QueueJobView; action: QueueAction }) => {
      const { method, path } = ACTION_CALLS[action];
      return jobResponse.parse(await call(method, path, { id: job.id })).job;
    },
    onSuccess: (_, { job, action }) => {
      notify(`Job ${job.id} ${ACTION_CALLS[action].done}`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['queues'] });
    },
    onError: (error, { job }) =>
      notify(`Job ${job.id}: ${(error as Error).message || 'the queue did not answer.'}`, { type: 'error' }),
  });

  return {
    metrics,
    jobs,
    cron,
    filter,
    setFilter: (change: Partial<QueueFilter>) =>
      setFilterState((current) => ({ ...current, page: 1, ...change })),
    act,
  } as const;
}
