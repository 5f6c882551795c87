import { desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTokens, loginFailures } from '../../db/schema/security';
import { sysLog } from '../../db/schema/trail';
import { buildTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: 'http://127.0.0.1:8080', TRUST_PROXY: 'true' });
});
afterAll(() => app.close());

const anonymous = (address = '198.51.100.1') => testClient(app, undefined, { 'x-forwarded-for': address });

async function newestLogId(): Promise<number> {
  const [line] = await app.db.select({ id: sysLog.id }).from(sysLog).orderBy(desc(sysLog.id)).limit(1);
  return line?.id ?? 0;
}

/** Asks for a reset and waits for the sys-log line the request leaves once done (after its answer). */
async function forgot(username: string): Promise<{ answer: unknown; line: string }> {
  const before = await newestLogId();
  const answer = await anonymous().post('/api/forgot-password', { username });
  const line = await vi.waitFor(
    async () => {
      const [row] = await app.db.select().from(sysLog).where(gt(sysLog.id, before));
      if (!row) throw new Error('no sys-log line yet');
      return row.message;
    },
    { timeout: 10_000 },
  );
  return { answer, line };
}

async function resetToken(username: string): Promise<string> {
  const { line } = await forgot(username);
  const link = line.match(/http\S+/)?.[0];
  if (!link) throw new Error(`no link in the sys log: ${line}`);
  return new URL(link).searchParams.get('token') as string;
}

const reset = (token: string, password = 'brand-new-pass') =>
  anonymous().post('/api/account/reset-password', { token, password });

describe('password reset without a mail server', () => {
  it('puts a reset link in the sys log and answers the same for unknown users', async () => {
    const known = await forgot('support@wse.example');
    expect(known.answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(known.line).toMatch(
      /^Password reset link for support: http:\/\/127\.0\.0\.1:8080\/forgot-password\?token=[\w-]{40,}$/,
    );
    const unknown = await forgot('nobody');
    expect(unknown.answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(unknown.line).toBe('Password reset asked for a name that is no enabled account; no link sent.');
  });

  it('keeps only a hash of the link token', async () => {
    const token = await resetToken('support');
    const stored = await app.db.select().from(accountTokens);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it('sets a new password once, ending the old sessions', async () => {
    const oldSession = await tokenFor(app, 'support');
    const token = await resetToken('support');
    expect(await reset(token)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await testClient(app, oldSession).get('/api/account')).status).toBe(401);
    expect((await anonymous().post('/api/login', { username: 'support', password: 'wse-demo' })).status).toBe(
      401,
    );
    expect(
      (await anonymous().post('/api/login', { username: 'support', password: 'brand-new-pass' })).status,
    ).toBe(200);
    const again = await reset(token, 'another-pass-1');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'VALIDATION',
      fields: { token: expect.stringContaining('invalid') },
    });
  });

  it('voids every other reset link of the account once one is used, older or newer', async () => {
    const older = await resetToken('support');
    const newer = await resetToken('support');
    const oldest = await resetToken('support');
    expect((await reset(newer, 'second-pass-1')).status).toBe(200);
    expect((await reset(older, 'third-pass-1')).body).toMatchObject({
      fields: { token: expect.any(String) },
    });
    expect((await reset(oldest, 'third-pass-1')).status).toBe(400);
    const signIn = (password: string) => anonymous().post('/api/login', { username: 'support', password });
    expect((await signIn('second-pass-1')).status).toBe(200);
  });

  it('of two links used at once, one works', async () => {
    const first = await resetToken('support');
    const second = await resetToken('support');
    const answers = await Promise.all([reset(first, 'race-pass-1'), reset(second, 'race-pass-2')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it("forgives the resetting address's failed sign-ins on the account", async () => {
    const stranger = '203.0.113.4';
    await app.db.delete(loginFailures);
    const signIn = (password: string, address = '198.51.100.1') =>
      anonymous(address).post('/api/login', { username: 'admin', password });
    for (let i = 0; i < 5; i += 1) expect((await signIn('bad')).status).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await signIn('bad', stranger)).status).toBe(401);
    expect((await signIn('wse-demo')).status).toBe(429);
    expect((await reset(await resetToken('admin'), 'admin-new-pass')).status).toBe(200);
    expect((await signIn('admin-new-pass')).status).toBe(200);
    expect((await signIn('admin-new-pass', stranger)).status).toBe(429);
  });

  it('refuses an expired link and a short password, naming the field', async () => {
    const token = await resetToken('admin');
    const short = await reset(token, 'short');
    expect(short.body).toMatchObject({
      code: 'VALIDATION',
      fields: { password: 'Use at least 8 characters' },
    });
    await app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await reset(token, 'long-enough-1');
    expect(expired.body).toMatchObject({ fields: { token: expect.stringContaining('expired') } });
    const [admin] = await app.db.select().from(accountTokens).where(eq(accountTokens.kind, 'reset'));
    expect(admin?.usedAt).toBeDefined();
  });
});
