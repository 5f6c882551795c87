import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RevenueReport } from '../../../contract/finance/revenueReport';
import { payments } from '../../db/schema/platformMoney';
import { members } from '../../db/schema/platformUsers';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let api: ReturnType<typeof testClient>;

// Far from the seed's dates, so only these payments fall in the periods asked for.
const PAID = [
  { at: '2030-03-02T23:30:00Z', type: 'clientppm', amount: 1000 }, // Sunday 3 March 00:30 in Amsterdam
  { at: '2030-03-03T22:59:00Z', type: 'clientppm', amount: 250 }, // Sunday 3 March 23:59
  { at: '2030-03-03T23:00:00Z', type: 'clientppt', amount: 199 }, // Monday 4 March 00:00
  { at: '2030-03-31T21:59:00Z', type: 'clientppm', amount: 1 }, // Sunday 31 March 23:59 (summer time)
  { at: '2030-03-31T22:00:00Z', type: 'clientppm', amount: 7 }, // Monday 1 April 00:00
];

beforeAll(async () => {
  app = await sharedTestApp();
  api = testClient(app, await tokenFor(app, 'admin'));
  const [member] = await app.db.select({ id: members.id }).from(members).limit(1);
  await app.db.insert(payments).values(
    PAID.map((paid) => ({
      member: member!.id,
      type: paid.type,
      amount: paid.amount,
      credits: 1,
      createdAt: new Date(paid.at),
    })),
  );
});

const revenue = (query: Record<string, string>) => api.get<RevenueReport>('/api/financial/revenue', query);

describe('GET /api/financial/revenue', () => {
  it('sums payments per Amsterdam calendar day and payment type', async () => {
    const { status, body } = await revenue({ from: '2030-03-03', to: '2030-03-04', group: 'date' });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { period: '2030-03-03', type: 'clientppm', amount: 1250, payments: 2 },
      { period: '2030-03-04', type: 'clientppt', amount: 199, payments: 1 },
    ]);
  });

  it('starts weeks on Monday and months on the first, across the change to summer time', async () => {
    const weeks = await revenue({ from: '2030-03-01', to: '2030-04-07', group: 'week' });
    expect(weeks.body.data).toEqual([
      { period: '2030-02-25', type: 'clientppm', amount: 1250, payments: 2 },
      { period: '2030-03-04', type: 'clientppt', amount: 199, payments: 1 },
      { period: '2030-03-25', type: 'clientppm', amount: 1, payments: 1 },
      { period: '2030-04-01', type: 'clientppm', amount: 7, payments: 1 },
    ]);
    const months = await revenue({ from: '2030-03-01', to: '2030-04-30', group: 'month' });
    expect(months.body.data).toEqual([
      { period: '2030-03-01', type: 'clientppm', amount: 1251, payments: 3 },
      { period: '2030-03-01', type: 'clientppt', amount: 199, payments: 1 },
      { period: '2030-04-01', type: 'clientppm', amount: 7, payments: 1 },
    ]);
  });

  it.each([
    [{ from: '2030-03-05', to: '2030-03-04' }, { to: 'The period ends before it starts' }],
    [{ from: '2030-3-5', to: '2030-03-04' }, { from: 'Expected a date as YYYY-MM-DD' }],
    [
      { from: '2029-01-01', to: '2030-12-31', group: 'date' },
      { group: 'A period of 730 days has too many bars by date; choose a wider grouping' },
    ],
  ])('refuses %j with a 400 naming the problem', async (query, fields) => {
    const { status, body } = await revenue(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION', fields });
  });
});
