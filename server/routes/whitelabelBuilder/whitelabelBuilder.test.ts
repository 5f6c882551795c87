import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../../contract/jobs/jobApi';
import {
  WHITELABEL_LOCALES,
  type SiteDeploymentStatus,
  type WhitelabelBuild,
  type WhitelabelConfig,
  type WhitelabelDeployment,
  type WhitelabelSiteSummary,
} from '../../../contract/whitelabels/whitelabelBuilderApi';
import { CHOICES } from '../../../resources/choices';
import { whitelabelSites } from '../../db/schema/platform';
import { accounts } from '../../db/schema/staff';
import { auditLog } from '../../db/schema/trail';
import { whitelabelDeployments } from '../../db/schema/whitelabelBuilder';
import { pngImage } from '../../images/pngImage';
import { waitForJob } from '../../jobs/waitForJob';
import type { RequestReply } from '../../realtime/RealtimeEvents';
import { connectTestClient } from '../../realtime/test/connectTestClient';
import { sharedTestServer } from '../../realtime/test/sharedTestServer';
import { testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let url: string;
let admin: ReturnType<typeof testClient>;
let viewer: ReturnType<typeof testClient>;
let configurer: ReturnType<typeof testClient>;
let support: ReturnType<typeof testClient>;
let sites: { id: number; partner: number | null; name: string }[];

const pngDataUrl = (width: number, height: number) =>
  `data:image/png;base64,${pngImage(width, height, () => [200, 40, 90]).toString('base64')}`;

async function clientWith(username: string, roles: string[]) {
  await app.db
    .insert(accounts)
    .values({ username, email: `${username}@wse.example`, roles })
    .onConflictDoNothing();
  return testClient(app, await tokenFor(app, username));
}

const configOf = async (site: number) =>
  (await admin.get<{ data: WhitelabelConfig }>(`/api/whitelabel-builder/site/${site}`)).body.data;

/** The configuration as PUT takes it. */
function bodyOf(config: WhitelabelConfig) {
  const { name, domain, theme, logo, locales, productGroup, templates, version } = config;
  return { name, domain, theme, logo, locales, productGroup, templates, version };
}

async function build(site: number): Promise<WhitelabelBuild> {
  const started = await admin.post<{ job: JobView }>('/api/phx/build', { site });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const ended = await waitForJob(app.events, app.jobs, started.body.job.id);
  expect(ended.status, ended.error ?? '').toBe('done');
  const builds = await admin.get<{ data: WhitelabelBuild[] }>('/api/phx/builds', { site });
  return builds.body.data[0]!;
}

const running = async (site: number) =>
  (
    await app.db
      .select({ n: count() })
      .from(whitelabelDeployments)
      .where(and(eq(whitelabelDeployments.site, site), eq(whitelabelDeployments.status, 'running')))
  )[0]?.n;

beforeAll(async () => {
  ({ app, url } = await sharedTestServer());
  admin = testClient(app, await tokenFor(app, 'admin'));
  support = testClient(app, await tokenFor(app, 'support'));
  viewer = await clientWith('wlb-viewer', ['VIEW_WSE_PARTNERS']);
  configurer = await clientWith('wlb-configurer', ['VIEW_WSE_PARTNERS', 'EDIT_PHX_WLB_CONF']);
  sites = await app.db
    .select({ id: whitelabelSites.id, partner: whitelabelSites.partner, name: whitelabelSites.name })
    .from(whitelabelSites)
    .orderBy(asc(whitelabelSites.id));
});

describe('whitelabel builder: configuration', () => {
  it('offers the locales of the locale choices', () => {
    expect(WHITELABEL_LOCALES).toEqual(CHOICES.locale);
  });

  it('lists a partner’s sites to VIEW_WSE_PARTNERS, configured or not, with what is live', async () => {
    const partner = sites[0]!.partner!;
    const listed = await viewer.get<{ data: WhitelabelSiteSummary[] }>('/api/whitelabel-builder/sites', {
      partner,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((site) => site.id)).toContain(sites[0]!.id);
    expect(listed.body.data.every((site) => site.partner === partner)).toBe(true);
    const all = await viewer.get<{ data: WhitelabelSiteSummary[] }>('/api/whitelabel-builder/sites');
    expect(all.body.data.some((site) => site.configured && site.liveBuild !== null)).toBe(true);
    expect(all.body.data.some((site) => !site.configured)).toBe(true);
    expect((await support.get('/api/whitelabel-builder/sites')).status).toBe(403);
  });

  it('shows a configuration to a viewer but saves it only with EDIT_PHX_WLB_CONF, audited', async () => {
    const site = sites[2]!.id;
    const config = await configOf(site);
    expect(config).toMatchObject({ id: site, version: expect.any(Number), locales: expect.any(Array) });
    const changed = { ...bodyOf(config), theme: 'neon', locales: ['en', 'de'] };
    expect((await viewer.put(`/api/whitelabel-builder/site/${site}`, changed)).status).toBe(403);
    const saved = await configurer.put<{ data: WhitelabelConfig }>(
      `/api/whitelabel-builder/site/${site}`,
      changed,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      theme: 'neon',
      locales: ['en', 'de'],
      version: config.version + 1,
    });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `whitelabel:${site}`), eq(auditLog.action, 'whitelabel.update')));
    expect(entry).toBeDefined();
    // The version read is stale now: a 409 with the stored configuration, nothing overwritten.
    const stale = await configurer.put<{ current: WhitelabelConfig }>(
      `/api/whitelabel-builder/site/${site}`,
      { ...changed, theme: 'dark' },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current.theme).toBe('neon');
  });

  it('refuses a bad domain, product group, empty locales and a logo past the image limits, naming each field', async () => {
    const site = sites[3]!.id;
    const body = bodyOf(await configOf(site));
    const refused = await configurer.put<{ fields: Record<string, string> }>(
      `/api/whitelabel-builder/site/${site}`,
      { ...body, domain: 'not a domain', productGroup: 'Bad Group!', locales: [] },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({
      domain: 'Domain must be a host name such as cams.example.com',
      productGroup: expect.stringContaining('Product group must be'),
      locales: 'Choose at least one locale',
    });
    const wide = await configurer.put<{ fields: Record<string, string> }>(
      `/api/whitelabel-builder/site/${site}`,
      { ...body, logo: pngDataUrl(1100, 20) },
    );
    expect(wide.status).toBe(400);
    expect(wide.body.fields.logo).toBe('Logo must be at most 1024x768 pixels');
    const text = await configurer.put<{ fields: Record<string, string> }>(
      `/api/whitelabel-builder/site/${site}`,
      { ...body, logo: `data:text/plain;base64,${Buffer.from('hello').toString('base64')}` },
    );
    expect(text.body.fields.logo).toBe('Logo must be a jpg, jpeg, png, pdf file');
    const fine = await configurer.put<{ data: WhitelabelConfig }>(`/api/whitelabel-builder/site/${site}`, {
      ...body,
      logo: pngDataUrl(200, 80),
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    expect(fine.body.data.logo).toMatch(/^image:\d+$/);
    expect(fine.body.data.logoUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a domain another site has, naming that site', async () => {
    const [first, second] = [await configOf(sites[0]!.id), await configOf(sites[4]!.id)];
    const taken = await configurer.put<{ fields: Record<string, string> }>(
      `/api/whitelabel-builder/site/${second.id}`,
      { ...bodyOf(second), domain: first.domain },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.fields.domain).toBe(`${first.domain} is the domain of ${first.name} already`);
  });

  it('reads and sets a site’s locales (GET/PUT /whitelabel/locales/{id})', async () => {
    const site = sites[5]!.id;
    expect((await viewer.get(`/api/whitelabel/locales/${site}`)).status).toBe(200);
    expect((await viewer.put(`/api/whitelabel/locales/${site}`, { locales: ['en'] })).status).toBe(403);
    const set = await configurer.put(`/api/whitelabel/locales/${site}`, { locales: ['fr', 'en'] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await viewer.get(`/api/whitelabel/locales/${site}`)).body).toEqual({
      id: site,
      locales: ['fr', 'en'],
    });
    const bad = await configurer.put(`/api/whitelabel/locales/${site}`, { locales: ['xx'] });
    expect(bad.status).toBe(400);
  });

  it('creates a site for a partner (EDIT_PHX_WLB_CONF), listed among its sites', async () => {
    const partner = sites[1]!.partner!;
    const body = {
      partner,
      name: 'Fresh Cams',
      domain: 'www.fresh-cams.example',
      theme: 'pastel',
      logo: null,
      locales: ['en'],
      productGroup: 'wl-fresh-cams',
      templates: ['phx/home', 'phx/signup'],
    };
    expect((await viewer.post('/api/whitelabel-builder/sites', body)).status).toBe(403);
    const created = await configurer.post<{ data: WhitelabelConfig }>('/api/whitelabel-builder/sites', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ partner, name: 'Fresh Cams', version: 1 });
    const listed = await viewer.get<{ data: WhitelabelSiteSummary[] }>('/api/whitelabel-builder/sites', {
      partner,
    });
    expect(listed.body.data.map((site) => site.name)).toContain('Fresh Cams');
    expect((await configurer.post('/api/whitelabel-builder/sites', body)).status).toBe(409);
    expect(
      (await configurer.post('/api/whitelabel-builder/sites', { ...body, partner: 999_999 })).status,
    ).toBe(400);
  });

  it('lists the /phx templates', async () => {
    const templates = await viewer.get<{ data: { id: string }[] }>('/api/phx/templates');
    expect(templates.body.data.map((template) => template.id)).toContain('phx/home');
  });
});

describe('whitelabel builder: builds and deployments', () => {
  it('builds a site as a job into a numbered artefact with the manifest’s hash, only with EDIT_PHX_WLB_DEPLOYMENT', async () => {
    const site = sites[6]!.id;
    expect((await configurer.post('/api/phx/build', { site })).status).toBe(403);
    const before = await admin.get<{ data: WhitelabelBuild[] }>('/api/phx/builds', { site });
    const built = await build(site);
    expect(built.number).toBe((before.body.data[0]?.number ?? 0) + 1);
    expect(built.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(built.createdBy).toBe('admin');
  });

  it('runs two deploys of one site never at once: one 200, one 409 naming the running one', async () => {
    const site = sites[6]!.id;
    const built = await build(site);
    expect((await configurer.post('/api/phx/deploy', { site })).status).toBe(403);
    type Answer = { deployment: WhitelabelDeployment; job: JobView; message: string };
    const answers = await Promise.all([
      admin.post<Answer>('/api/phx/deploy', { site }),
      admin.post<Answer>('/api/phx/deploy', { site }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const started = answers.find((answer) => answer.status === 200)!.body;
    const refused = answers.find((answer) => answer.status === 409)!.body;
    expect(refused.message).toContain(`Deployment #${started.deployment.id} of build ${built.number}`);
    expect(started.deployment).toMatchObject({ status: 'running', kind: 'deploy', startedBy: 'admin' });
    expect(await running(site)).toBe(1);
    // Even past the route: the database holds one running deployment per site.
    await expect(
      app.db.insert(whitelabelDeployments).values({
        site,
        build: built.id,
        kind: 'deploy',
        startedById: 1,
        startedBy: 'admin',
      }),
    ).rejects.toThrow();
    const ended = await waitForJob(app.events, app.jobs, started.job.id);
    expect(ended).toMatchObject({ status: 'done', done: 4, total: 4 });
    const history = await viewer.get<{ data: WhitelabelDeployment[] }>('/api/deployment/history', { site });
    expect(history.body.data[0]).toMatchObject({ id: started.deployment.id, status: 'live' });
    expect(history.body.data.filter((row) => row.status === 'live')).toHaveLength(1);
    expect(await running(site)).toBe(0);
  });

  it('rolls back to an earlier build as a new deployment, audited; the live build is no rollback', async () => {
    const site = sites[6]!.id;
    const history = await viewer.get<{ data: WhitelabelDeployment[] }>('/api/deployment/history', { site });
    const live = history.body.data.find((row) => row.status === 'live')!;
    const earlier = history.body.data.find((row) => row.build.id !== live.build.id)!;
    expect((await admin.post('/api/deployment/rollback', { site, build: live.build.id })).status).toBe(409);
    expect(
      (await configurer.post('/api/deployment/rollback', { site, build: earlier.build.id })).status,
    ).toBe(403);
    const rolled = await admin.post<{ deployment: WhitelabelDeployment; job: JobView }>(
      '/api/deployment/rollback',
      { site, build: earlier.build.id },
    );
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    await waitForJob(app.events, app.jobs, rolled.body.job.id);
    const after = await viewer.get<{ data: WhitelabelDeployment[] }>('/api/deployment/history', { site });
    expect(after.body.data[0]).toMatchObject({
      kind: 'rollback',
      status: 'live',
      build: { id: earlier.build.id },
    });
    expect(after.body.data.find((row) => row.id === live.id)?.status).toBe('superseded');
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `whitelabel:${site}`), eq(auditLog.action, 'whitelabel.rollback')));
    expect(entry?.actor).toBe('admin');
  });

  it('ends a deployment whose job was cancelled while queued, so the site deploys again', async () => {
    const site = sites[7]!.id;
    const started = await admin.post<{ job: JobView }>('/api/phx/deploy', { site });
    expect(started.status).toBe(200);
    await admin.post(`/api/jobs/${started.body.job.id}/cancel`);
    await waitForJob(app.events, app.jobs, started.body.job.id);
    const again = await admin.post<{ job: JobView }>('/api/phx/deploy', { site });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await waitForJob(app.events, app.jobs, again.body.job.id);
    const history = await viewer.get<{ data: WhitelabelDeployment[] }>('/api/deployment/history', { site });
    expect(history.body.data.slice(0, 2).map((row) => row.status)).toEqual(['live', 'cancelled']);
  });

  it('answers a site without a build with a 409 saying to build it first', async () => {
    const unconfigured = sites[sites.length - 1]!;
    const refused = await admin.post<{ message: string }>('/api/phx/deploy', { site: unconfigured.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${unconfigured.name} has no build yet; build it before deploying.`);
  });

  it('answers a site’s status over the socket (GET /deployment/status with { site }), for VIEW_WSE_PARTNERS', async () => {
    const site = sites[0]!.id;
    const ask = async (username: string) => {
      const socket = await connectTestClient(url, await tokenFor(app, username));
      try {
        const reply: RequestReply = await socket.emitWithAck('request', {
          method: 'GET',
          path: '/deployment/status',
          payload: { site },
        });
        return reply;
      } finally {
        socket.close();
      }
    };
    const reply = await ask('wlb-viewer');
    expect(reply.status).toBe(200);
    const status = (reply as { data: { site: SiteDeploymentStatus } }).data.site;
    expect(status).toMatchObject({ site, running: null, jobs: [] });
    expect(status.live?.status).toBe('live');
    expect(status.latestBuild?.number).toBeGreaterThan(1);
    expect((await ask('support')).status).toBe(403);
  });
});
