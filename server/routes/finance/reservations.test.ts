import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { performers } from '../../db/schema/platformUsers';
import { studios } from '../../db/schema/platform';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let api: ReturnType<typeof testClient>;
let performer: number;
let studio: number;

beforeAll(async () => {
  app = await sharedTestApp();
  api = testClient(app, await tokenFor(app, 'admin'));
  performer = (await app.db.select({ id: performers.id }).from(performers).limit(1))[0]!.id;
  studio = (await app.db.select({ id: studios.id }).from(studios).limit(1))[0]!.id;
});

type Reservation = {
  id: number;
  status: string;
  version: number;
  amount: number;
  releaseNote: string | null;
};
const hold = (values: Record<string, unknown>) =>
  api.post<Reservation>('/api/reservations', {
    amount: 12_345,
    reason: 'Chargeback reserve',
    until: '2099-01-31',
    ...values,
  });

describe('reservations', () => {
  it('are held from exactly one performer or studio, until a day not yet past', async () => {
    const both = await hold({ performer, studio });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({
      fields: { studio: 'Hold back from a performer or from a studio, not both' },
    });
    const neither = await hold({});
    expect(neither.body).toMatchObject({
      fields: { performer: 'Choose the performer or the studio to hold back from' },
    });
    const past = await hold({ performer, until: '2020-01-01' });
    expect(past.body).toMatchObject({ fields: { until: 'Held until must be today or later' } });
    const created = await hold({ studio });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'held', amount: 12_345 });
  });

  it('are released once, with a note, audited, and frozen from then on', async () => {
    const { body: held } = await hold({ performer });
    const release = () => api.put(`/api/reservations/${held.id}/release`, { note: 'Dispute settled' });
    const [first, second] = await Promise.all([release(), release()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const { body: released } = await api.get<Reservation>(`/api/reservations/${held.id}`);
    expect(released).toMatchObject({ status: 'released', releaseNote: 'Dispute settled' });
    const edit = await api.put(`/api/reservations/${held.id}`, { version: released.version, amount: 1 });
    expect(edit.status).toBe(409);
    const history = await api.get<{ data: { action: string }[] }>('/api/audit', {
      filter: { target: `reservation:${held.id}` },
    });
    expect(history.body.data.map((entry) => entry.action)).toEqual([
      'reservation.release',
      'reservation.create',
    ]);
  });

  it('are never deleted, and a release needs a note', async () => {
    const { body: held } = await hold({ performer });
    expect((await api.delete(`/api/reservations/${held.id}`)).status).toBe(404);
    const noNote = await api.put(`/api/reservations/${held.id}/release`, { note: ' ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toContain('Note must be at least 3 characters');
  });
});
