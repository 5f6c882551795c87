import { z } from 'zod';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/** A job as GET /jobs, GET /jobs/:id and the socket's `job-progress` show it. */
export const jobView = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  data: z.unknown(),
  result: z.unknown(),
  error: z.string().nullable(),
  startedBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

/** GET /jobs: newest first, filtered by kind, status and who started them. */
export const jobListQuery = z
  .object({
    kind: z.string().max(60).optional(),
    status: z.enum(JOB_STATUSES).optional(),
    startedBy: z.string().max(100).optional(),
  })
  .strict();

export const jobResponse = z.object({ job: jobView });
export const jobListResponse = z.object({ data: z.array(jobView) });

export type JobView = z.infer<typeof jobView>;
export type JobStatus = (typeof JOB_STATUSES)[number];
