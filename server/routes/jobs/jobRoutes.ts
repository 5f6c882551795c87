import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobListQuery, jobListResponse, jobResponse } from '../../../contract/jobs/jobApi';
import { JOB_KINDS } from '../../../contract/jobs/jobKinds';
import { visibleJobKinds } from '../../../contract/jobs/visibleJobKinds';
import type { Role } from '../../../contract/roles';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { writeAudit } from '../../trail/writeAudit';

/** Anyone who may see some kind of job reaches these routes; each job is shown only to its kind's role. */
const JOB_ROLES: readonly Role[] = [...new Set<Role>(Object.values(JOB_KINDS).flat())];

/**
 * The job layer's calls (docs/API.md "Jobs"): list jobs, read one (a reloaded page finds its running job and
 * the result of an ended one), cancel one.
 */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const visibleJob = async (id: number, roles: readonly string[]) => {
    const job = await app.jobs.get(id);
    if (!job || !visibleJobKinds(roles).some((kind) => kind === job.kind)) throw notFound(`Job ${id}`);
    return job;
  };

  api.get(
    '/jobs',
    {
      schema: { querystring: jobListQuery, response: { 200: jobListResponse } },
      config: { access: JOB_ROLES, sample: () => ({ query: { status: 'running' } }) },
    },
    async (request) => {
      const { kind, status, startedBy } = request.query;
      const kinds = visibleJobKinds(principalOf(request).roles).filter(
        (visible) => !kind || visible === kind,
      );
      return { data: await app.jobs.list({ kinds, status, startedBy }) };
    },
  );

  api.get(
    '/jobs/:id',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: { access: JOB_ROLES, sample: () => ({ url: '/api/jobs/1' }) },
    },
    async (request) => ({ job: await visibleJob(request.params.id, principalOf(request).roles) }),
  );

  api.post(
    '/jobs/:id/cancel',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: { access: JOB_ROLES, sample: () => ({ url: '/api/jobs/1/cancel' }) },
    },
    async (request) => {
      const principal = principalOf(request);
      const before = await visibleJob(request.params.id, principal.roles);
      if (before.status !== 'queued' && before.status !== 'running')
        throw new ApiError(409, 'CONFLICT', `This job has already ended (${before.status}).`);
      const job = (await app.jobs.cancel(before.id, principal.account.username)) ?? before;
      await writeAudit(app.db, {
        actor: principal.account,
        action: 'job.cancel',
        target: `job:${job.id}`,
        before: { status: before.status },
        after: { status: job.status },
      });
      return { job };
    },
  );
}
