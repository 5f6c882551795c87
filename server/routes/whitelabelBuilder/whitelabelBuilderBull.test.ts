import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../../contract/jobs/jobApi';
import type { WhitelabelDeployment } from '../../../contract/whitelabels/whitelabelBuilderApi';
import { whitelabelSites } from '../../db/schema/platform';
import { whitelabelDeployments } from '../../db/schema/whitelabelBuilder';
import { BullJobQueue } from '../../jobs/BullJobQueue';
import { waitForJob } from '../../jobs/waitForJob';
import { buildTestApp, testClient, tokenFor } from '../../test/testApp';
import { redisUnreachable, TEST_REDIS_URL } from '../../test/testRedis';

const unreachable = await redisUnreachable();
if (unreachable)
  console.warn(
    `Skipping the whitelabel deploy on BullMQ test: ${TEST_REDIS_URL} is unreachable (${unreachable}).`,
  );

describe.skipIf(unreachable)('whitelabel builds and deploys on BullMQ (REDIS_URL)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ REDIS_URL: TEST_REDIS_URL });
    await app.ready();
  });
  afterAll(() => app.close());

  it('builds and deploys a site as BullMQ jobs, one deploy of the site at a time', async () => {
    expect(app.jobs).toBeInstanceOf(BullJobQueue);
    const admin = testClient(app, await tokenFor(app, 'admin'));
    const [site] = await app.db.select().from(whitelabelSites).orderBy(asc(whitelabelSites.id)).limit(1);
    const built = await admin.post<{ job: JobView }>('/api/phx/build', { site: site!.id });
    expect((await waitForJob(app.events, app.jobs, built.body.job.id)).status).toBe('done');
    type Answer = { deployment: WhitelabelDeployment; job: JobView };
    const answers = await Promise.all([
      admin.post<Answer>('/api/phx/deploy', { site: site!.id }),
      admin.post<Answer>('/api/phx/deploy', { site: site!.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const started = answers.find((answer) => answer.status === 200)!.body;
    expect((await waitForJob(app.events, app.jobs, started.job.id)).status).toBe('done');
    const [deployment] = await app.db
      .select()
      .from(whitelabelDeployments)
      .where(eq(whitelabelDeployments.id, started.deployment.id));
    expect(deployment?.status).toBe('live');
  });
});
