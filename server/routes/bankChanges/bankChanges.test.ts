import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankChange } from '../../../contract/banking/bankChangeApi';
import { currentTotp, newTotpSecret } from '../../auth/totp';
import { studios } from '../../db/schema/platform';
import { performers } from '../../db/schema/platformUsers';
import { accounts } from '../../db/schema/staff';
import { auditLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { holderAccounts } from '../finance/payouts/holderAccounts';

type Client = ReturnType<typeof testClient>;
interface Officer {
  api: Client;
  code: () => string;
}
type Answer = { data: BankChange };

let app: FastifyInstance;
let admin: Client;
let ids: number[];
let studio: number;
let a: Officer;
let b: Officer;
let c: Officer;

/** A staff account with the payout role and two-factor sign-in, as finance staff have it. */
async function officer(username: string): Promise<Officer> {
  const secret = newTotpSecret();
  await app.db.insert(accounts).values({
    username,
    email: `${username}@wse.example`,
    roles: ['REVENUE_PLATFORM'],
    totpSecret: secret,
    twoFactorEnabled: true,
  });
  return { api: testClient(app, await tokenFor(app, username)), code: () => currentTotp(secret) };
}

const IBAN = 'DE89370400440532013000';
const storedPrivate = async (id: number) =>
  (await app.db.select({ private: performers.private }).from(performers).where(eq(performers.id, id)))[0]!
    .private;
const performerChange = (who: Officer, id: number, values: Record<string, unknown>, code = who.code()) =>
  who.api.post<Answer>('/api/bank-changes', {
    resource: 'performers',
    id,
    values: { private: values },
    code,
  });
const approve = (who: Officer, change: number, code = who.code()) =>
  who.api.post<Answer>(`/api/bank-changes/${change}/approve`, { code });
const historyOf = async (target: string) =>
  app.db
    .select({ action: auditLog.action, actor: auditLog.actor, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.target, target)))
    .orderBy(asc(auditLog.id));

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  ids = (
    await app.db.select({ id: performers.id }).from(performers).orderBy(asc(performers.id)).limit(8)
  ).map((row) => row.id);
  studio = (await app.db.select({ id: studios.id }).from(studios).limit(1))[0]!.id;
  a = await officer('finance-a');
  b = await officer('finance-b');
  c = await officer('finance-c');
});

describe('bank details changes', () => {
  it('hold a requested change as pending: the performer keeps the IBAN on record', async () => {
    const performer = ids[0]!;
    const before = await storedPrivate(performer);
    const requested = await performerChange(a, performer, {
      account_iban: 'de89 3704 0044 0532 0130 00',
      account_holder: 'Anna Berg',
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body.data).toMatchObject({
      resource: 'performers',
      record: performer,
      status: 'pending',
      values: { private: { account_iban: IBAN, account_holder: 'Anna Berg' } },
      requestedBy: { username: 'finance-a' },
    });
    expect(await storedPrivate(performer)).toEqual(before);
    const pending = await b.api.get<{ data: BankChange[] }>('/api/bank-changes', {
      resource: 'performers',
      record: performer,
    });
    expect(pending.body.data.map((change) => [change.id, change.status])).toEqual([
      [requested.body.data.id, 'pending'],
    ]);
    // Every pending change, for a finance overview, each naming its record.
    const [row] = await app.db
      .select({ username: performers.username })
      .from(performers)
      .where(eq(performers.id, performer));
    const all = await b.api.get<{ data: BankChange[] }>('/api/bank-changes');
    expect(all.body.data.find((change) => change.id === requested.body.data.id)).toMatchObject({
      recordName: row!.username,
    });
    expect((await b.api.get('/api/bank-changes', { record: performer })).body).toMatchObject({
      fields: { resource: 'Name the record’s resource' },
    });
  });

  it('take effect only once a second person approves; nobody approves their own', async () => {
    const performer = ids[1]!;
    const { version } = (await admin.get<{ version: number }>(`/api/wse/users/${performer}`)).body;
    const { body } = await performerChange(a, performer, { account_iban: IBAN, account_holder: 'Anna Berg' });
    const own = await approve(a, body.data.id);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({
      message:
        'You requested this change of bank details: a second person with the payout role must approve it.',
    });
    expect((await storedPrivate(performer)).account_iban).not.toBe(IBAN);

    const approved = await approve(b, body.data.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: 'finance-b' });
    expect(await storedPrivate(performer)).toMatchObject({ account_iban: IBAN, account_holder: 'Anna Berg' });
    const record = (
      await admin.get<{ version: number; private: Record<string, unknown> }>(`/api/wse/users/${performer}`)
    ).body;
    expect(record.version).toBe(version + 1);
    expect(record.private.account_iban).toBe('•••• 3000');

    const history = (await historyOf(`performer:${performer}`)).filter((entry) =>
      entry.action.startsWith('performer.bank-details-change'),
    );
    expect(history.map((entry) => [entry.action, entry.actor])).toEqual([
      ['performer.bank-details-change-requested', 'finance-a'],
      ['performer.bank-details-change-approved', 'finance-b'],
    ]);
    for (const entry of history) {
      expect(entry.changes['private.account_iban']).toMatchObject({ after: '•••• 3000' });
      expect(entry.changes['private.account_holder']).toEqual({ before: '••••', after: '••••' });
    }
    expect((await approve(c, body.data.id)).status).toBe(409);
  });

  it('pay out to the approved account only: a pending change is not what a payout reads', async () => {
    const holder = [{ studio }];
    const before = (await holderAccounts(app.db, holder)).get(`studio:${studio}`)!;
    const requested = await a.api.post<Answer>('/api/bank-changes', {
      resource: 'studios',
      id: studio,
      values: { details: { iban: IBAN, swift: 'cobadeffxxx', accountHolder: 'Studio Berg GmbH' } },
      code: a.code(),
    });
    expect(requested.body.data.values).toEqual({
      details: { iban: IBAN, swift: 'COBADEFFXXX', accountHolder: 'Studio Berg GmbH' },
    });
    expect((await holderAccounts(app.db, holder)).get(`studio:${studio}`)).toEqual(before);
    await approve(b, requested.body.data.id);
    expect((await holderAccounts(app.db, holder)).get(`studio:${studio}`)).toMatchObject({
      iban: IBAN,
      bic: 'COBADEFFXXX',
      accountHolder: 'Studio Berg GmbH',
    });
  });

  it('approve a change once when two people approve it at the same moment', async () => {
    const performer = ids[2]!;
    const { body } = await performerChange(a, performer, { account_iban: IBAN });
    const answers = await Promise.all([approve(b, body.data.id), approve(c, body.data.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const approvals = (await historyOf(`performer:${performer}`)).filter(
      (entry) => entry.action === 'performer.bank-details-change-approved',
    );
    expect(approvals).toHaveLength(1);
  });

  it('ask each step for a fresh code of the authenticator, and enrolment first', async () => {
    const performer = ids[3]!;
    const missing = await a.api.post('/api/bank-changes', {
      resource: 'performers',
      id: performer,
      values: { private: { account_iban: IBAN } },
    });
    expect(missing.body).toMatchObject({
      statusCode: 400,
      code: 'TOTP_REQUIRED',
      fields: { code: expect.any(String) },
    });
    const wrong = await performerChange(a, performer, { account_iban: IBAN }, '000000');
    expect(wrong.body).toMatchObject({
      statusCode: 400,
      fields: { code: 'That code is not valid. Enter the current code' },
    });
    const notEnrolled = await admin.post('/api/bank-changes', {
      resource: 'performers',
      id: performer,
      values: { private: { account_iban: IBAN } },
      code: '123456',
    });
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body.message).toContain('set up two-factor sign-in');
    const pending = await b.api.get<{ data: BankChange[] }>('/api/bank-changes', {
      resource: 'performers',
      record: performer,
    });
    expect(pending.body.data).toEqual([]);

    const { body } = await performerChange(a, performer, { account_iban: IBAN });
    const wrongApproval = await approve(b, body.data.id, '000000');
    expect(wrongApproval.status).toBe(400);
    expect((await approve(b, body.data.id, '')).body).toMatchObject({ fields: { code: expect.any(String) } });
    expect((await storedPrivate(performer)).account_iban).not.toBe(IBAN);
    expect((await approve(b, body.data.id)).status).toBe(200);
  });

  it('need the payout role for every step', async () => {
    const support = testClient(app, await tokenFor(app, 'support'));
    const { body } = await performerChange(a, ids[4]!, { account_iban: IBAN });
    const calls = [
      support.get('/api/bank-changes', { resource: 'performers' }),
      support.post('/api/bank-changes', {
        resource: 'performers',
        id: ids[4],
        values: { private: { account_iban: IBAN } },
      }),
      support.post(`/api/bank-changes/${body.data.id}/approve`, { code: '123456' }),
      support.post(`/api/bank-changes/${body.data.id}/reject`, { reason: 'No' }),
    ];
    expect((await Promise.all(calls)).map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });

  it('check the new values as bank details, naming the field', async () => {
    const performer = ids[5]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { account_iban: 'DE89370400440532013001' },
        'values.private.account_iban',
        'IBAN check digits are wrong (mod 97)',
      ],
      [
        { account_bic: 'NOT A BIC' },
        'values.private.account_bic',
        "BIC 'NOTABIC' is not 8 or 11 characters of bank, country, location and branch code",
      ],
      [{ account_holder: '  ' }, 'values.private.account_holder', 'Account holder is required'],
      [
        { account_iban: '•••• 3000' },
        'values.private.account_iban',
        'IBAN: type the new value, not the masked one',
      ],
      [{ account_kvk: '123' }, 'values.private.account_kvk', 'Unknown field'],
      [{}, 'values', 'Enter at least one new value'],
    ];
    for (const [values, field, problem] of cases) {
      const answer = await performerChange(a, performer, values);
      expect(answer.status, JSON.stringify(values)).toBe(400);
      expect(answer.body).toMatchObject({ fields: { [field]: problem } });
    }
    const same = await performerChange(a, performer, {
      account_iban: String((await storedPrivate(performer)).account_iban),
    });
    expect(same.body).toMatchObject({ fields: { values: 'These are the bank details on record already' } });
  });

  it('supersede an older pending change with a newer one, and let the requester reject with a reason', async () => {
    const performer = ids[6]!;
    const before = await storedPrivate(performer);
    const older = (await performerChange(a, performer, { account_iban: IBAN })).body.data;
    const newer = (await performerChange(c, performer, { account_iban: 'NL91ABNA0417164300' })).body.data;
    const list = await b.api.get<{ data: BankChange[] }>('/api/bank-changes', {
      resource: 'performers',
      record: performer,
    });
    expect(list.body.data.map((change) => change.id)).toEqual([newer.id]);
    const stale = await approve(b, older.id);
    expect(stale.body).toMatchObject({
      statusCode: 409,
      message: 'This bank details change was superseded already by finance-c.',
    });

    expect((await c.api.post(`/api/bank-changes/${newer.id}/reject`, {})).body).toMatchObject({
      fields: { reason: expect.any(String) },
    });
    const rejected = await c.api.post<Answer>(`/api/bank-changes/${newer.id}/reject`, {
      reason: 'Typed the wrong account',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decidedBy: 'finance-c',
      reason: 'Typed the wrong account',
    });
    expect((await approve(b, newer.id)).status).toBe(409);
    expect(await storedPrivate(performer)).toEqual(before);
    const actions = (await historyOf(`performer:${performer}`)).map((entry) => entry.action);
    expect(actions.at(-1)).toBe('performer.bank-details-change-rejected');
  });

  it('keep one pending change per record when two are requested at the same moment', async () => {
    const performer = ids[6]!;
    const answers = await Promise.all([
      performerChange(a, performer, { account_holder: 'Anna Berg' }),
      performerChange(c, performer, { account_holder: 'Anna van Berg' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const list = await b.api.get<{ data: BankChange[] }>('/api/bank-changes', {
      resource: 'performers',
      record: performer,
    });
    expect(list.body.data).toHaveLength(1);
  });

  it('are the only way to change the payout account: the record’s own save refuses it, naming the fields', async () => {
    const performer = ids[7]!;
    const { version } = (await admin.get<{ version: number }>(`/api/wse/users/${performer}`)).body;
    const refused = await admin.put(`/api/wse/users/${performer}`, {
      version,
      private: { account_iban: IBAN, account_holder: 'Anna Berg', address_city: 'Utrecht' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: expect.stringContaining('Account holder, IBAN change under four eyes'),
      fields: {
        'private.account_iban': 'Bank details change under four eyes: use Change bank details',
        'private.account_holder': 'Bank details change under four eyes: use Change bank details',
      },
    });
    const studio = {
      name: 'Four Eyes Studio',
      email: 'four-eyes@studio.example',
      state: 'active',
      details: { company: 'Four Eyes BV', iban: IBAN },
    };
    const create = (payload: object) => admin.post('/api/forwarding/admin', { route: '/studio', payload });
    const withBank = await create(studio);
    expect(withBank.status, JSON.stringify(withBank.body)).toBe(403);
    expect(withBank.body).toMatchObject({ fields: { 'details.iban': expect.any(String) } });
    const created = await create({ ...studio, details: { company: 'Four Eyes BV' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  });
});
