import { z } from 'zod';
import { jobView } from './jobApi';
import { JOB_QUEUE_NAMES } from './jobQueues';

/** A job's state as the monitor counts it: a queued job whose time has not come is delayed. */
export const QUEUE_STATES = ['queued', 'delayed', 'running', 'done', 'failed', 'cancelled'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** A job as the monitor lists it: the job, its attempts and each failed one's error, and when it is due. */
export const queueJobView = jobView.extend({
  state: z.enum(QUEUE_STATES),
  attempts: z.number().int(),
  history: z.array(z.object({ attempt: z.number().int(), error: z.string(), at: z.string() })),
  runAt: z.string().nullable(),
});

/** Which back end runs the jobs, read from the job layer itself. */
export const queueBackEnd = z.enum(['bullmq', 'in-process']);

/** GET /queues/metrics: each queue's jobs counted by state, and BullMQ's own counts in Redis when it runs. */
export const queueMetricsResponse = z.object({
  backEnd: queueBackEnd,
  queues: z.array(
    z.object({
      name: z.enum(JOB_QUEUE_NAMES),
      kinds: z.array(z.string()),
      counts: z.record(z.enum(QUEUE_STATES), z.number().int()),
    }),
  ),
  redis: z.record(z.string(), z.number().int()).nullable(),
});

export const QUEUE_PAGE_SIZE = 20;

/** GET /queues/jobs: newest first, by queue, kind and state, a page (from 1) of QUEUE_PAGE_SIZE. */
export const queueJobsQuery = z
  .object({
    queue: z.enum(JOB_QUEUE_NAMES).optional(),
    kind: z.string().max(60).optional(),
    state: z.enum(QUEUE_STATES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict();

export const queueJobsResponse = z.object({
  data: z.array(queueJobView),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const queueJobResponse = z.object({ job: queueJobView });

/** A repeatable job: its cron pattern (UTC), the next run (a delayed job) and the last one that ended. */
export const cronJobView = z.object({
  kind: z.string(),
  queue: z.enum(JOB_QUEUE_NAMES),
  pattern: z.string(),
  timeZone: z.literal('UTC'),
  next: z
    .object({ id: z.number().int(), runAt: z.string().nullable(), state: z.enum(QUEUE_STATES) })
    .nullable(),
  last: z.object({ id: z.number().int(), status: z.string(), finishedAt: z.string().nullable() }).nullable(),
});

export const cronJobsResponse = z.object({ data: z.array(cronJobView) });

export type QueueJobView = z.infer<typeof queueJobView>;
export type QueueMetrics = z.infer<typeof queueMetricsResponse>;
export type QueueJobsQuery = z.input<typeof queueJobsQuery>;
export type QueueJobsPage = z.infer<typeof queueJobsResponse>;
export type CronJobView = z.infer<typeof cronJobView>;
