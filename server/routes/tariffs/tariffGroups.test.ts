import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/roles';
import { performers } from '../../db/schema/platformUsers';
import { accounts } from '../../db/schema/staff';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

interface TariffGroup {
  id: number;
  name: string;
  currency: string;
  prices?: Record<string, number | null>;
  performerCount: number;
  version: number;
}

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;

async function clientWith(username: string, roles: Role[]) {
  await app.db.insert(accounts).values({ username, email: `${username}@wse.example`, roles });
  return testClient(app, await tokenFor(app, username));
}

const list = async (api = admin) => (await api.get<TariffGroup[]>('/api/tariffs', { range: [0, 99] })).body;
const byName = (groups: TariffGroup[], name: string) => groups.find((group) => group.name === name)!;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
});

describe('tariff groups', () => {
  it('count the performers each change reaches, every performer in one group', async () => {
    const groups = await list();
    const [all] = await app.db.select({ n: count() }).from(performers);
    expect(groups.reduce((sum, group) => sum + group.performerCount, 0)).toBe(all!.n);
    const standard = byName(groups, 'Standard EUR');
    const [inStandard] = await app.db
      .select({ n: count() })
      .from(performers)
      .where(eq(performers.tariffGroup, standard.id));
    expect(standard.performerCount).toBe(inStandard!.n);
    expect(standard.performerCount).toBeGreaterThan(0);
    expect(byName(groups, 'Winter 2027 trial').performerCount).toBe(0);
    const { body: one } = await admin.get<TariffGroup>(`/api/tariffs/${standard.id}`);
    expect(one.performerCount).toBe(standard.performerCount);
  });

  it('follow a performer moved to another group', async () => {
    const groups = await list();
    const trial = byName(groups, 'Winter 2027 trial');
    const [performer] = await app.db.select().from(performers).limit(1);
    const moved = await admin.put(`/api/wse/users/${performer!.id}`, {
      version: performer!.version,
      tariffGroup: trial.id,
    });
    expect(moved.status).toBe(200);
    expect((await admin.get<TariffGroup>(`/api/tariffs/${trial.id}`)).body.performerCount).toBe(1);
    const inTrial = await admin.get<{ id: number }[]>('/api/wse/users', {
      filter: { tariffGroup: trial.id },
    });
    expect(inTrial.body.map((row) => row.id)).toEqual([performer!.id]);
  });

  it('show prices to the tariff roles only; EDIT_TARIFF changes them, ADD_TARIFF_GROUP adds and removes', async () => {
    const nobody = await clientWith('tariff-reader', []);
    const editor = await clientWith('tariff-editor', ['EDIT_TARIFF']);
    const adder = await clientWith('tariff-adder', ['ADD_TARIFF_GROUP']);
    const [open] = await list(nobody);
    expect(open).toMatchObject({ name: expect.any(String), performerCount: expect.any(Number) });
    expect(open).not.toHaveProperty('prices');
    const premium = byName(await list(editor), 'Premium EUR');
    expect(premium.prices?.vip).toBe(598);
    const change = { version: premium.version, prices: { vip: 649 } };
    expect((await nobody.put(`/api/tariffs/${premium.id}`, change)).status).toBe(403);
    expect((await adder.put(`/api/tariffs/${premium.id}`, change)).status).toBe(403);
    const saved = await editor.put<TariffGroup>(`/api/tariffs/${premium.id}`, change);
    expect(saved.status).toBe(200);
    expect(saved.body.prices).toMatchObject({ vip: 649, default: 299 });

    const created = { name: 'Spring 2027 trial', currency: 'EUR', prices: { default: 99 } };
    expect((await editor.post('/api/tariffs', created)).status).toBe(403);
    const added = await adder.post<TariffGroup>('/api/tariffs', created);
    expect(added.status).toBe(200);
    expect(added.body.performerCount).toBe(0);
    expect((await editor.delete(`/api/tariffs/${added.body.id}`)).status).toBe(403);
    expect((await adder.delete(`/api/tariffs/${added.body.id}`)).status).toBe(200);
  });

  it('keep a group that still has performers, saying how many', async () => {
    const standard = byName(await list(), 'Standard EUR');
    const refused = await admin.delete(`/api/tariffs/${standard.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: `This tariff group has ${standard.performerCount} performers: move them to another group first.`,
    });
  });

  it('sort by a price as a number', async () => {
    await admin.post('/api/tariffs', { name: 'Gold EUR', currency: 'EUR', prices: { default: 1000 } });
    const { body } = await admin.get<TariffGroup[]>('/api/tariffs', {
      sort: ['prices.default', 'ASC'],
      range: [0, 99],
    });
    const prices = body.map((group) => group.prices?.default ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.at(-1)).toBe(1000);
  });

  it('refuse a negative price, and audit a change', async () => {
    const top = byName(await list(), 'Top models EUR');
    const negative = await admin.put(`/api/tariffs/${top.id}`, { version: top.version, prices: { tip: -1 } });
    expect(negative.status).toBe(400);
    await admin.put(`/api/tariffs/${top.id}`, { version: top.version, prices: { tip: 150 } });
    const history = await admin.get<{ data: { action: string }[] }>('/api/audit', {
      filter: { target: `tariffGroup:${top.id}` },
    });
    expect(history.body.data.map((entry) => entry.action)).toEqual(['tariffGroup.update']);
  });
});
