import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { promotionToday } from './promotionToday';

let app: FastifyInstance;
let api: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  api = testClient(app, await tokenFor(app, 'support'));
});

type Promotion = {
  id: number;
  name: string;
  priority: number;
  live: boolean;
  version: number;
  rules: { rule: string; active: boolean }[];
  placements: Record<string, Record<string, unknown>>;
};
const day = (offset: number) => {
  const date = new Date(`${promotionToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const create = (values: Record<string, unknown>) =>
  api.post<Promotion>('/api/promotions', { name: `Promotion ${Math.random()}`, ...values });

describe('promotions', () => {
  it('refuse an end before the start, on create and on an update of either date', async () => {
    const refused = await create({ startDate: day(5), endDate: day(4) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { endDate: 'End must not be before Start' } });
    const { body: created } = await create({ startDate: day(5), endDate: day(5) });
    const moved = await api.put(`/api/promotions/${created.id}`, {
      version: created.version,
      startDate: day(6),
    });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ fields: { endDate: 'End must not be before Start' } });
  });

  it('are live while active and today is within their days, and the list filters and sorts by it', async () => {
    const live = await create({ active: true, startDate: day(0), endDate: day(0) });
    const open = await create({ active: true });
    const later = await create({ active: true, startDate: day(1) });
    const ended = await create({ active: true, endDate: day(-1) });
    const off = await create({ active: false });
    expect([live, open, later, ended, off].map(({ body }) => body.live)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(off.body.priority).toBe(10);

    const { body: liveOnes } = await api.get<Promotion[]>('/api/promotions', {
      filter: JSON.stringify({ live: true }),
      sort: JSON.stringify(['priority', 'DESC']),
      range: '[0,99]',
    });
    expect(liveOnes.every((promotion) => promotion.live)).toBe(true);
    expect(liveOnes.map((promotion) => promotion.id)).toEqual(expect.arrayContaining([live.body.id]));
    expect(liveOnes.map((promotion) => promotion.id)).not.toContain(later.body.id);
    const priorities = liveOnes.map((promotion) => promotion.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('answer their details by id with rules and placements, and the placements and rules on offer', async () => {
    const { body: created } = await create({
      rules: [{ rule: 'firstPayment', active: true }],
      placements: { theme: { value: 'neon' }, 'dial-in': { value: '+31 900 123 45' } },
    });
    const { status, body } = await api.get<Promotion>(`/api/promotions/${created.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      rules: [{ rule: 'firstPayment', active: true }],
      placements: { theme: { value: 'neon' }, 'dial-in': { value: '+31 900 123 45' } },
    });
    const twice = await create({ rules: [{ rule: 'onlyOnce' }, { rule: 'onlyOnce', active: true }] });
    expect(twice.body).toMatchObject({ fields: { rules: 'Only once is listed more than once' } });

    const placements = await api.get('/api/promotions/placements');
    expect(placements.body).toEqual({
      data: [
        { id: 'dial-in', name: 'Dial-in', config: 'value', kind: 'text' },
        { id: 'logo', name: 'Logo', config: 'image', kind: 'image' },
        { id: 'theme', name: 'Theme', config: 'value', kind: 'text' },
        { id: 'wallet', name: 'Wallet', config: 'value', kind: 'reference' },
      ],
    });
    const rules = await api.get<{ data: { name: string }[] }>('/api/promotions/rules');
    expect(rules.body.data.map((rule) => rule.name)).toEqual([
      'From a whitelabel',
      'Is a model account',
      'Is a member account',
      'First time payment',
      'Only once',
    ]);
  });

  it('are seeded in every state, in groups', async () => {
    const { body: seeded } = await api.get<Promotion[]>('/api/promotions', { range: '[0,99]' });
    expect(seeded.filter((promotion) => promotion.live).length).toBeGreaterThanOrEqual(10);
    expect(seeded.filter((promotion) => !promotion.live).length).toBeGreaterThanOrEqual(30);
    const { body: groups } = await api.get<unknown[]>('/api/promotion-groups');
    expect(groups.length).toBeGreaterThanOrEqual(4);
  });
});
