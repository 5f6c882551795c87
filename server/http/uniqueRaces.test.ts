import { describe, expect, it } from 'vitest';
import { sharedTestApp, testClient, tokenFor } from '../test/testApp';
import type { TestResponse } from '../test/testClient';

/**
 * Concurrent writes of one unique value: one wins, every other gets an answer naming the field, never a 500.
 * On PostgreSQL the losers pass the check before the insert and meet the unique index (a 409 from the error
 * handler); on PGlite writes run one after another, so the losers meet the check (a 400). Both name the field.
 */

const app = await sharedTestApp();
const admin = testClient(app, await tokenFor(app, 'admin'));

type Answer = TestResponse<{ code?: string; fields?: Record<string, string> }>;

function expectOneWinner(answers: Answer[], field: string) {
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status === 200),
    statuses.join(),
  ).toHaveLength(1);
  for (const answer of answers.filter((one) => one.status !== 200)) {
    expect([400, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answer.body.code).toBe(answer.status === 409 ? 'CONFLICT' : 'VALIDATION');
    expect(answer.body.fields?.[field], JSON.stringify(answer.body)).toMatch(/taken/);
  }
}

describe('unique values under concurrent writes', () => {
  it('creates one account of a username sent 12 times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        admin.post('/api/login/account', { username: 'racer', email: `racer${n}@wse.example` }),
      ),
    );
    expectOneWinner(answers, 'username');
  });

  it('creates one account of an email sent 12 times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        admin.post('/api/login/account', { username: `mailer${n}`, email: 'same@wse.example' }),
      ),
    );
    expectOneWinner(answers, 'email');
  });

  it('renames one of 20 groups to a name all 20 ask for at once', async () => {
    const groups = [];
    for (let n = 0; n < 20; n += 1) {
      const { body } = await admin.post<{ data: { id: number; version: number } }>('/api/groups', {
        name: `Shift ${n}`,
      });
      groups.push(body.data);
    }
    const answers = await Promise.all(
      groups.map(({ id, version }) => admin.put('/api/groups', { id, version, name: 'Race shift' })),
    );
    expectOneWinner(answers, 'name');
  });
});
