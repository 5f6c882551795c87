import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/platformMoney';
import { members } from '../../db/schema/platformUsers';
import { auditLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let support: ReturnType<typeof testClient>;
let admin: ReturnType<typeof testClient>;
let norole: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  support = testClient(app, await tokenFor(app, 'support'));
  admin = testClient(app, await tokenFor(app, 'admin'));
  norole = testClient(app, await tokenFor(app, 'norole'));
});

type Row = Record<string, unknown> & { id: number };
const list = (path: string, filter: object = {}) =>
  support.get<Row[]>(`/api/wse/chats/${path}`, { range: [0, 99], filter });
const creditsOf = async (member: number) =>
  (await app.db.select({ credits: members.credits }).from(members).where(eq(members.id, member)))[0]!.credits;

describe('moderation lists', () => {
  it('are served to the support roles only, and take no writes', async () => {
    for (const path of ['abuse', 'kicks', 'invalid']) {
      expect((await list(path)).body.length).toBeGreaterThan(0);
      expect((await norole.get(`/api/wse/chats/${path}`)).status).toBe(403);
      expect((await support.post(`/api/wse/chats/${path}`, { reason: 'x' })).status).toBe(404);
    }
  });

  it('name the reported performer to support, who may open performers but not list them all', async () => {
    const [report] = (await list('abuse')).body;
    const lookup = await support.get<Row[]>('/api/wse/users', { filter: { id: [report!.performer] } });
    expect(lookup.status).toBe(200);
    expect(lookup.body[0]).toMatchObject({ id: report!.performer, username: expect.any(String) });
    expect((await support.get('/api/wse/users')).status).toBe(403);
  });

  it('show only the chats the platform flagged as invalid, filtered by why', async () => {
    const { body } = await list('invalid');
    expect(
      body.every((chat) => ['too_short', 'technical', 'refunded'].includes(String(chat.invalidReason))),
    ).toBe(true);
    const short = await list('invalid', { invalidReason: 'too_short' });
    expect(short.body.length).toBeGreaterThan(0);
    expect(short.body.every((chat) => chat.invalidReason === 'too_short')).toBe(true);
  });
});

describe('resolving an abuse report', () => {
  it('closes it once with a note, audited; a second resolve names who did it', async () => {
    const [open] = (await list('abuse', { status: 'open' })).body;
    const path = `/api/wse/chats/abuse/${open!.id}/resolve`;
    const short = await support.put(path, { note: 'ok' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Note must be at least 3 characters');
    expect((await norole.put(path, { note: 'Warned the performer' })).status).toBe(403);

    const done = await support.put(path, { note: 'Warned the performer' });
    expect(done.status).toBe(200);
    const again = await support.put(path, { note: 'Warned the performer' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('support resolved this report already.');
    const [report] = (await list('abuse', { id: [open!.id] })).body;
    expect(report).toMatchObject({
      status: 'resolved',
      resolvedBy: 'support',
      resolutionNote: 'Warned the performer',
    });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `abuse:${open!.id}`));
    expect(audits.map((entry) => entry.action)).toEqual(['abuse.resolve']);
  });
});

describe('reviewing an invalid chat', () => {
  it('refunds its credits to the member through one ledger entry, once', async () => {
    const chat = (await list('invalid', { invalidReason: 'too_short' })).body.find(
      (row) => row.review === null && Number(row.credits) > 0,
    )!;
    const member = Number(chat.member);
    const before = await creditsOf(member);
    const refusal = await support.put(`/api/wse/chats/invalid/${chat.id}/refund`, { note: 'Stream froze' });
    expect(refusal.status, 'a refund gives credits: the view role alone may not').toBe(403);
    const refunded = await admin.put(`/api/wse/chats/invalid/${chat.id}/refund`, { note: 'Stream froze' });
    expect(refunded.body).toEqual({ id: chat.id, review: 'refunded', refunded: chat.credits });
    expect(await creditsOf(member)).toBe(before + Number(chat.credits));

    const twice = await Promise.all([
      admin.put(`/api/wse/chats/invalid/${chat.id}/refund`, { note: 'Stream froze' }),
      admin.put(`/api/wse/chats/invalid/${chat.id}/valid`, { note: 'It was fine' }),
    ]);
    expect(twice.map((answer) => answer.status)).toEqual([409, 409]);
    expect(await creditsOf(member)).toBe(before + Number(chat.credits));
    const entries = await app.db
      .select()
      .from(creditLedger)
      .where(
        and(eq(creditLedger.member, member), eq(creditLedger.reason, `Refund of invalid chat ${chat.id}`)),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: chat.credits, actor: 'admin' });
  });

  it('marks a chat valid without moving credits, and knows only flagged chats', async () => {
    const chat = (await list('invalid', { invalidReason: 'technical' })).body.find(
      (row) => row.review === null,
    )!;
    const before = await creditsOf(Number(chat.member));
    const valid = await support.put(`/api/wse/chats/invalid/${chat.id}/valid`, {
      note: 'Checked the stream',
    });
    expect(valid.body).toEqual({ id: chat.id, review: 'valid', refunded: 0 });
    expect(await creditsOf(Number(chat.member))).toBe(before);
    expect((await support.put('/api/wse/chats/invalid/999999999/valid', { note: 'Checked' })).status).toBe(
      404,
    );
  });
});
