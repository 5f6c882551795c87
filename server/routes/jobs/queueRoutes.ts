import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobResponse, type JobView } from '../../../contract/jobs/jobApi';
import { QUEUE_MONITOR_ROLE } from '../../../contract/jobs/jobKinds';
import { JOB_QUEUE_NAMES, JOB_QUEUES } from '../../../contract/jobs/jobQueues';
import { queueOfKind } from '../../../contract/jobs/queueOfKind';
import {
  cronJobsResponse,
  QUEUE_PAGE_SIZE,
  QUEUE_STATES,
  queueJobsQuery,
  queueJobsResponse,
  queueMetricsResponse,
  type QueueState,
} from '../../../contract/jobs/queueMonitorApi';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { JobConflict } from '../../jobs/JobConflict';
import { writeAudit } from '../../trail/writeAudit';
import { writeSysLog } from '../../trail/writeSysLog';

const ACCESS = [QUEUE_MONITOR_ROLE] as const;
const MONITORED: readonly string[] = Object.values(JOB_QUEUES).flat();

const ACTIONS = {
  retry: { done: 'retried', run: 'retry' },
  remove: { done: 'removed', run: 'remove' },
  promote: { done: 'promoted', run: 'promote' },
} as const;

/**
 * The job queues' monitor (Tech › Bull Monitor, docs/API.md "Jobs"): counts by queue and state, jobs with their
 * attempts and errors, the repeatable jobs, and retry, remove and promote, each audited and in the sys log.
 * VIEW_BULL_MANAGER sees every kind of job the queues run, their data included.
 */
export async function queueRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/queues/metrics',
    {
      schema: { response: { 200: queueMetricsResponse } },
      config: { access: ACCESS, sample: () => ({ url: '/api/queues/metrics' }) },
    },
    async () => {
      const [counts, redis] = await Promise.all([app.jobs.counts(), app.jobs.redisCounts()]);
      const zero = Object.fromEntries(QUEUE_STATES.map((state) => [state, 0])) as Record<QueueState, number>;
      const queues = JOB_QUEUE_NAMES.map((name) => {
        const kinds: readonly string[] = JOB_QUEUES[name];
        const tally = { ...zero };
        for (const row of counts) if (kinds.includes(row.kind)) tally[row.state] += row.count;
        return { name, kinds: [...kinds], counts: tally };
      });
      return { backEnd: app.jobs.backEnd, queues, redis };
    },
  );

  api.get(
    '/queues/jobs',
    {
      schema: { querystring: queueJobsQuery, response: { 200: queueJobsResponse } },
      config: { access: ACCESS, sample: () => ({ query: { queue: 'payouts', state: 'failed' } }) },
    },
    async (request) => {
      const { queue, kind, state, page } = request.query;
      const kinds = MONITORED.filter(
        (one) => (!queue || queueOfKind(one) === queue) && (!kind || one === kind),
      );
      const found = await app.jobs.page({ kinds, state, page, perPage: QUEUE_PAGE_SIZE });
      return { ...found, page, perPage: QUEUE_PAGE_SIZE };
    },
  );

  api.get(
    '/queues/cronjobs',
    {
      schema: { response: { 200: cronJobsResponse } },
      config: { access: ACCESS, sample: () => ({ url: '/api/queues/cronjobs' }) },
    },
    async () => {
      const schedules = await app.jobs.schedules();
      const data = schedules.flatMap((schedule) => {
        const queue = queueOfKind(schedule.kind);
        if (!queue) return [];
        const { next, last } = schedule;
        return [
          {
            kind: schedule.kind,
            queue,
            pattern: schedule.pattern,
            timeZone: 'UTC' as const,
            next: next && { id: next.id, runAt: next.runAt, state: next.state },
            last: last && { id: last.id, status: last.status, finishedAt: last.finishedAt },
          },
        ];
      });
      return { data };
    },
  );

  /** Runs one action on a monitored job: 404 for an unknown one, 409 when its state forbids it; audited. */
  const act = async (request: FastifyRequest, id: number, action: keyof typeof ACTIONS): Promise<JobView> => {
    const principal = principalOf(request);
    const before = await app.jobs.get(id);
    if (!before || !MONITORED.includes(before.kind)) throw notFound(`Job ${id}`);
    const by = principal.account.username;
    let job: JobView | null;
    try {
      job = await app.jobs[ACTIONS[action].run](id, by);
    } catch (error) {
      if (error instanceof JobConflict) throw new ApiError(409, 'CONFLICT', error.message);
      throw error;
    }
    if (!job) throw notFound(`Job ${id}`);
    if (action === 'retry' && job.status === before.status)
      throw new ApiError(409, 'CONFLICT', `Only a failed job can be retried; this one is ${job.status}.`);
    await writeAudit(app.db, {
      actor: principal.account,
      action: `job.${action}`,
      target: `job:${id}`,
      before: { status: before.status },
      after: action === 'remove' ? null : { status: job.status },
    });
    await writeSysLog(app.db, {
      level: 'info',
      source: 'jobs',
      message: `Job ${id} (${before.kind}) ${ACTIONS[action].done} by ${by}`,
      meta: { job: id, kind: before.kind, action, by },
    });
    return job;
  };

  api.post(
    '/queues/jobs/:id/retry',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: { access: ACCESS, sample: () => ({ url: '/api/queues/jobs/1/retry' }) },
    },
    async (request) => ({ job: await act(request, request.params.id, 'retry') }),
  );

  api.post(
    '/queues/jobs/:id/promote',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: { access: ACCESS, sample: () => ({ url: '/api/queues/jobs/1/promote' }) },
    },
    async (request) => ({ job: await act(request, request.params.id, 'promote') }),
  );

  api.delete(
    '/queues/jobs/:id',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: { access: ACCESS, sample: () => ({ url: '/api/queues/jobs/1' }) },
    },
    async (request) => ({ job: await act(request, request.params.id, 'remove') }),
  );
}
