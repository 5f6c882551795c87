import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VatReport } from '../../../contract/finance/vatReport';
import { payments } from '../../db/schema/platformMoney';
import { members } from '../../db/schema/platformUsers';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let api: ReturnType<typeof testClient>;

// Far from the seed's dates, so only these payments fall in the periods asked for.
const PAID = [
  { country: 'NL', at: '2031-01-15T12:00:00Z', amount: 12_100 },
  { country: 'nl', at: '2031-03-31T21:59:00Z', amount: 999 }, // 31 March 23:59 in Amsterdam (summer time)
  { country: 'NL', at: '2031-03-31T22:00:00Z', amount: 5000 }, // 1 April 00:00: the next quarter
  { country: 'CO', at: '2031-02-01T12:00:00Z', amount: 11_900 },
  { country: 'US', at: '2031-02-01T12:00:00Z', amount: 700 },
  { country: 'BR', at: '2031-02-02T12:00:00Z', amount: 300 },
];

beforeAll(async () => {
  app = await sharedTestApp();
  api = testClient(app, await tokenFor(app, 'admin'));
  const [member] = await app.db.select().from(members).limit(1);
  for (const paid of PAID) {
    const { id: _id, ...rest } = member!;
    const username = `vat-${paid.country}-${paid.at}`;
    const [buyer] = await app.db
      .insert(members)
      .values({
        ...rest,
        username,
        email: `${username.replace(/[^a-z0-9]/gi, '')}@example.com`,
        country: paid.country,
      })
      .returning({ id: members.id });
    await app.db.insert(payments).values({
      member: buyer!.id,
      type: 'clientppm',
      amount: paid.amount,
      credits: 1,
      createdAt: new Date(paid.at),
    });
  }
});

const vat = (query: Record<string, string>) => api.get<VatReport>('/api/financial/vat', query);

describe('GET /api/financial/vat', () => {
  it('reports each quarter per SEPA country, Colombia Adamo and Non SEPA, with the VAT the payments include', async () => {
    const { status, body } = await vat({ from: '2031-01-01', to: '2031-06-30', group: 'quarter' });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        period: '2031-01-01',
        entry: 'NL',
        name: 'Netherlands',
        rateBp: 2100,
        payments: 2,
        gross: 13_099,
        vat: 2273,
        net: 10_826,
      },
      {
        period: '2031-01-01',
        entry: 'CO_ADAMO',
        name: 'Colombia Adamo',
        rateBp: 1900,
        payments: 1,
        gross: 11_900,
        vat: 1900,
        net: 10_000,
      },
      {
        period: '2031-01-01',
        entry: 'NON_SEPA',
        name: 'Non SEPA',
        rateBp: 0,
        payments: 2,
        gross: 1000,
        vat: 0,
        net: 1000,
      },
      {
        period: '2031-04-01',
        entry: 'NL',
        name: 'Netherlands',
        rateBp: 2100,
        payments: 1,
        gross: 5000,
        vat: 868,
        net: 4132,
      },
    ]);
  });

  it('groups by month, and names a period that ends before it starts', async () => {
    const { body } = await vat({ from: '2031-03-01', to: '2031-03-31', group: 'month' });
    expect(body.data).toEqual([
      {
        period: '2031-03-01',
        entry: 'NL',
        name: 'Netherlands',
        rateBp: 2100,
        payments: 1,
        gross: 999,
        vat: 173,
        net: 826,
      },
    ]);
    const backwards = await vat({ from: '2031-03-31', to: '2031-03-01' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The period ends before it starts');
  });
});
