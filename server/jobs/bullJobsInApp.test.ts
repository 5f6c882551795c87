import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutJob } from '../../contract/finance/payoutApi';
import type { JobView } from '../../contract/jobs/jobApi';
import { buildTestApp, testClient, tokenFor } from '../test/testApp';
import { redisUnreachable, TEST_REDIS_URL } from '../test/testRedis';
import { BullJobQueue } from './BullJobQueue';
import { waitForJob } from './waitForJob';

const unreachable = await redisUnreachable();
if (unreachable)
  console.warn(`Skipping the app on BullMQ test: ${TEST_REDIS_URL} is unreachable (${unreachable}).`);

describe.skipIf(unreachable)('the app with REDIS_URL runs its jobs on BullMQ', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ REDIS_URL: TEST_REDIS_URL });
    await app.ready();
  });
  afterAll(() => app.close());

  it('calculates a payout as a BullMQ job, read back through the API', async () => {
    expect(app.jobs).toBeInstanceOf(BullJobQueue);
    const admin = testClient(app, await tokenFor(app, 'admin'));
    const started = await admin.post<{ job: PayoutJob }>('/api/payouts/calculate', {
      interval: 'Monthly',
      start: '2024-01-01',
    });
    expect(started.status).toBe(200);
    await waitForJob(app.events, app.jobs, started.body.job.id);
    const { body } = await admin.get<{ job: JobView }>(`/api/jobs/${started.body.job.id}`);
    expect(body.job).toMatchObject({ kind: 'payout-calculation', status: 'done', result: { invoices: 0 } });
  });
});
