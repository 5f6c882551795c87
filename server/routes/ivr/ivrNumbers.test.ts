import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHOICES } from '../../../resources/choices';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

interface IvrNumber {
  id: number;
  number: string;
  country: string;
  promotion: number | null;
  state: string;
}

let app: FastifyInstance;
let staff: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  staff = testClient(app, await tokenFor(app, 'norole'));
});

describe('IVR numbers', () => {
  it('are seeded per country in every state, most with a promotion that exists', async () => {
    const { status, body } = await staff.get<IvrNumber[]>('/api/ivr/numbers', { range: [0, 99] });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(30);
    expect(new Set(body.map((row) => row.country)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(body.map((row) => row.state))).toEqual(new Set(CHOICES.ivrState.map((state) => state.id)));
    const promoted = body.filter((row) => row.promotion !== null);
    expect(promoted.length).toBeGreaterThan(body.length / 2);
    const promotions = await staff.get<{ id: number }[]>('/api/promotions', {
      filter: { id: [...new Set(promoted.map((row) => row.promotion))] },
    });
    expect(promotions.body.length).toBe(new Set(promoted.map((row) => row.promotion)).size);
  });

  it('take an international number, a country code and a promotion that exists, audited', async () => {
    const bad = await staff.post('/api/ivr/numbers', {
      number: '0201234567',
      country: 'nl',
      state: 'active',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fields: {
        number: expect.stringContaining('an international number'),
        country: expect.stringContaining('a two-letter country code'),
      },
    });
    const missing = await staff.post('/api/ivr/numbers', {
      number: '+31201234567',
      country: 'NL',
      state: 'pending',
      promotion: 999_999,
    });
    expect(missing.status).toBe(400);
    const created = await staff.post<IvrNumber>('/api/ivr/numbers', {
      number: '+31201234567',
      country: 'NL',
      state: 'pending',
    });
    expect(created.status).toBe(200);
    const taken = await staff.post('/api/ivr/numbers', {
      number: '+31201234567',
      country: 'NL',
      state: 'active',
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ fields: { number: expect.any(String) } });
    const history = await staff.get<{ data: { action: string }[] }>('/api/audit', {
      filter: { target: `ivrNumber:${created.body.id}` },
    });
    expect(history.body.data.map((entry) => entry.action)).toEqual(['ivrNumber.create']);
  });
});
