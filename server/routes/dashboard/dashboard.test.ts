import { eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultHomeLayout, withoutModule } from '../../../contract/dashboard/homeLayout';
import { DASHBOARD_MODULES } from '../../../contract/dashboard/dashboardModules';
import type {
  AuditEvents,
  MediaQueue,
  PayoutsDue,
  RevenueToday,
  SignupsToday,
} from '../../../contract/dashboard/dashboardModuleData';
import { accounts } from '../../db/schema/staff';
import { mediaItems } from '../../db/schema/mediaQueue';
import { payoutBatches, payoutInvoices } from '../../db/schema/payouts';
import { payments } from '../../db/schema/platformMoney';
import { members } from '../../db/schema/platformUsers';
import { auditLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { financeToday } from '../finance/financeToday';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let support: ReturnType<typeof testClient>;
let norole: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  support = testClient(app, await tokenFor(app, 'support'));
  norole = testClient(app, await tokenFor(app, 'norole'));
});

const amsterdamDay = (at: Date) => financeToday(at);

describe('the homeLayout preference', () => {
  it('keeps a valid layout with the other preferences, and reads it back in another session', async () => {
    const layout = withoutModule(defaultHomeLayout(), 'audit-events');
    const saved = await support.put('/api/account/preferences', {
      preferences: { theme: 'dark', homeLayout: layout },
    });
    expect(saved.status).toBe(200);
    const again = testClient(app, await tokenFor(app, 'support'));
    expect((await again.get('/api/account/preferences')).body).toEqual({
      preferences: { theme: 'dark', homeLayout: layout },
    });
  });

  it('refuses unknown modules and sizes out of bounds, naming the field, and keeps what was stored', async () => {
    const [before] = await app.db
      .select({ preferences: accounts.preferences })
      .from(accounts)
      .where(eq(accounts.username, 'support'));
    const unknown = await support.put<{ fields: Record<string, string> }>('/api/account/preferences', {
      preferences: { homeLayout: { modules: ['weather'], layouts: {} } },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['preferences.homeLayout.modules.0']);
    const tooWide = await support.put<{ fields: Record<string, string> }>('/api/account/preferences', {
      preferences: {
        homeLayout: { modules: ['live-cams'], layouts: { lg: [{ i: 'live-cams', x: 0, y: 0, w: 9, h: 2 }] } },
      },
    });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.fields).toEqual({
      'preferences.homeLayout.layouts.lg.0.w': 'Width must be between 2 and 6 on lg',
    });
    const [after] = await app.db
      .select({ preferences: accounts.preferences })
      .from(accounts)
      .where(eq(accounts.username, 'support'));
    expect(after).toEqual(before);
  });
});

describe('the module calls', () => {
  const routes = DASHBOARD_MODULES.filter((module) => module.call.startsWith('GET /dashboard/')).map(
    (module) => ({ url: `/api${module.call.slice(4)}`, role: module.role }),
  );

  it('each needs the role its module names: refused without it, answered with it', async () => {
    expect(routes).toHaveLength(5);
    for (const { url, role } of routes) {
      expect((await norole.get(url)).status, url).toBe(403);
      expect((await admin.get(url)).status, url).toBe(200);
      const supportMay = ['MODERATE_SNAPSHOTS'].includes(role as string);
      expect((await support.get(url)).status, url).toBe(supportMay ? 200 : 403);
    }
  });

  it('signups today counts the members created since Amsterdam midnight', async () => {
    const first = await admin.get<SignupsToday>('/api/dashboard/signups-today');
    expect(first.body.day).toBe(amsterdamDay(new Date()));
    const [member] = await app.db.select().from(members).limit(1);
    const { id: _id, ...rest } = member!;
    await app.db.insert(members).values([
      { ...rest, username: 'dash-new', email: 'dash-new@example.com', createdAt: new Date() },
      {
        ...rest,
        username: 'dash-old',
        email: 'dash-old@example.com',
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      },
    ]);
    const second = await admin.get<SignupsToday>('/api/dashboard/signups-today');
    expect(second.body.count).toBe(first.body.count + 1);
  });

  it('revenue today is set against the same weekday last week, so far and whole', async () => {
    const first = await admin.get<RevenueToday>('/api/dashboard/revenue-today');
    const [member] = await app.db.select({ id: members.id }).from(members).limit(1);
    const now = Date.now();
    const week = 7 * 86_400_000;
    await app.db.insert(payments).values([
      { member: member!.id, type: 'clientppm', amount: 1234, credits: 1, createdAt: new Date(now - 1000) },
      // A week ago a minute earlier: so far; a week ago a minute later: only in the whole day (unless midnight).
      {
        member: member!.id,
        type: 'clientppm',
        amount: 500,
        credits: 1,
        createdAt: new Date(now - week - 60_000),
      },
      {
        member: member!.id,
        type: 'clientppm',
        amount: 70,
        credits: 1,
        createdAt: new Date(now - week + 60_000),
      },
    ]);
    const { body } = await admin.get<RevenueToday>('/api/dashboard/revenue-today');
    expect(body.day).toBe(amsterdamDay(new Date(now)));
    expect(body.lastWeekDay).toBe(amsterdamDay(new Date(now - week)));
    expect(body.today - first.body.today).toBe(1234);
    if (amsterdamDay(new Date(now - week - 60_000)) === body.lastWeekDay)
      expect(body.lastWeekSoFar - first.body.lastWeekSoFar).toBe(500);
    if (amsterdamDay(new Date(now - week + 60_000)) === body.lastWeekDay)
      expect(body.lastWeekTotal - first.body.lastWeekTotal).toBe(570);
  });

  it('media queue counts what waits for moderation and what is held now', async () => {
    const [stored] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mediaItems)
      .where(eq(mediaItems.status, 'pending'));
    await support.post('/api/media/claim', { count: 2 });
    const { body } = await support.get<MediaQueue>('/api/dashboard/media-queue');
    expect(body.pending).toBe(stored!.n);
    expect(body.claimed).toBe(2);
    expect(body.oldestAt).toMatch(/^\d{4}-/);
  });

  it('payouts due lists the batches not finalised with their invoices and sum', async () => {
    const { body } = await admin.get<PayoutsDue>('/api/dashboard/payouts-due');
    const open = await app.db.select().from(payoutBatches).where(ne(payoutBatches.status, 'final'));
    expect(body.data.map((batch) => batch.id).sort()).toEqual(open.map((batch) => batch.id).sort());
    const amounts = await app.db
      .select({ batch: payoutInvoices.batch, amount: payoutInvoices.amount })
      .from(payoutInvoices);
    const expected = amounts
      .filter((invoice) => open.some((batch) => batch.id === invoice.batch))
      .reduce((sum, invoice) => sum + invoice.amount, 0);
    expect(body.total).toBe(expected);
  });

  it('recent audit events are the newest entries, newest first', async () => {
    await admin.put('/api/account/preferences', { preferences: { theme: 'light' } });
    const { body } = await admin.get<AuditEvents>('/api/dashboard/audit-events');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(body.data[0]).toMatchObject({ actor: 'admin', action: 'account.preferences' });
    const [newest] = await app.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(body.data[0]!.id).toBe(newest!.id);
  });
});
