import { readFileSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../../contract/jobs/jobApi';
import type { DeploymentListResponse, DeploymentUpdate } from '../../../contract/tech/deploymentsApi';
import type { WhitelabelDeployment } from '../../../contract/whitelabels/whitelabelBuilderApi';
import { platformDeployments } from '../../db/schema/platformDeployments';
import { whitelabelBuilds, whitelabelDeployments } from '../../db/schema/whitelabelBuilder';
import { waitForJob } from '../../jobs/waitForJob';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { recordPlatformStart } from './recordPlatformStart';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let norole: ReturnType<typeof testClient>;
type List = DeploymentListResponse;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  norole = testClient(app, await tokenFor(app, 'norole'));
});

const totalOf = async (kind: string) => (await norole.get<List>(`/api/deployments?kind=${kind}`)).body.total;

describe('the deployments list', () => {
  it('pages every kind together, newest first, for any signed-in staff', async () => {
    const first = await norole.get<List>('/api/deployments');
    expect(first.status).toBe(200);
    const kinds = await Promise.all(['platform', 'whitelabel-build', 'whitelabel-deploy'].map(totalOf));
    expect(first.body.total).toBe(kinds.reduce((sum, total) => sum + total, 0));
    const [deployments] = await app.db.select({ count: count() }).from(whitelabelDeployments);
    const [builds] = await app.db.select({ count: count() }).from(whitelabelBuilds);
    expect(kinds[2]).toBe(deployments!.count);
    expect(kinds[1]).toBeGreaterThanOrEqual(builds!.count);
    expect(first.body.data).toHaveLength(25);
    const started = first.body.data.map((row) => row.startedAt);
    expect(started).toEqual([...started].sort().reverse());
    const second = await norole.get<List>('/api/deployments?page=2');
    expect(second.body.data[0]!.startedAt <= started.at(-1)!).toBe(true);
    expect((await testClient(app).get('/api/deployments')).status).toBe(401);
    const bad = await norole.get('/api/deployments?kind=everything');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/kind/);
  });

  it("holds the seeded platform history and this server's own start, recorded once", async () => {
    const { body } = await norole.get<List>('/api/deployments?kind=platform&perPage=100');
    expect(body.data.every((row) => row.kind === 'platform')).toBe(true);
    const own = body.data.filter((row) => row.version === version && row.subject === app.config.nodeEnv);
    expect(own).toMatchObject([
      { status: 'succeeded', startedBy: expect.stringMatching(/^server start on /) },
    ]);
    expect(body.data.find((row) => row.status === 'rolled-back')).toMatchObject({
      subject: 'production',
      error: 'Rolled back: sign-in errors after the switch',
    });
    await recordPlatformStart(app);
    const [again] = await app.db
      .select({ count: count() })
      .from(platformDeployments)
      .where(and(eq(platformDeployments.version, version), eq(platformDeployments.status, 'succeeded')));
    expect(again!.count).toBe(1);
  });

  it('shows a whitelabel deployment running, then live once its job is done', async () => {
    const [built] = await app.db.select({ site: whitelabelBuilds.site }).from(whitelabelBuilds).limit(1);
    const started = await admin.post<{ deployment: WhitelabelDeployment; job: JobView }>('/api/phx/deploy', {
      site: built!.site,
    });
    expect(started.status).toBe(200);
    const rowOf = async () =>
      (await norole.get<List>('/api/deployments?kind=whitelabel-deploy')).body.data.find(
        (row) => row.id === started.body.deployment.id,
      );
    expect(await rowOf()).toMatchObject({
      status: 'running',
      action: 'deploy',
      startedBy: 'admin',
      finishedAt: null,
    });
    const updates: DeploymentUpdate[] = [];
    const listen = (update: DeploymentUpdate) => updates.push(update);
    app.events.on('deployment-update', listen);
    await waitForJob(app.events, app.jobs, started.body.job.id);
    app.events.off('deployment-update', listen);
    expect(await rowOf()).toMatchObject({ status: 'live', job: started.body.job.id });
    // Every signed-in page hears that it moved, whatever roles it holds.
    expect(updates.at(-1)).toEqual({ kind: 'whitelabel-deploy', job: started.body.job.id, status: 'done' });
  });
});
