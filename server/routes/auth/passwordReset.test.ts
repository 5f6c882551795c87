import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../db/schema/security';
import { sysLog } from '../../db/schema/trail';
import { buildTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: 'http://127.0.0.1:8080' });
});
afterAll(() => app.close());

const anonymous = () => testClient(app);

async function latestLink(): Promise<string> {
  const [line] = await app.db.select().from(sysLog).orderBy(desc(sysLog.id)).limit(1);
  const link = line?.message.match(/http\S+/)?.[0];
  if (!link) throw new Error(`no link in the sys log: ${line?.message}`);
  return link;
}

describe('password reset without a mail server', () => {
  it('puts a reset link in the sys log and answers the same for unknown users', async () => {
    const known = await anonymous().post('/api/forgot-password', { username: 'support@wse.example' });
    expect(known.body).toEqual({ ok: true });
    const link = await latestLink();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/forgot-password\?token=[\w-]{40,}$/);
    const before = await app.db.select().from(sysLog);
    const unknown = await anonymous().post('/api/forgot-password', { username: 'nobody' });
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } });
    expect(await app.db.select().from(sysLog)).toHaveLength(before.length);
  });

  it('keeps only a hash of the link token', async () => {
    await anonymous().post('/api/forgot-password', { username: 'support' });
    const token = new URL(await latestLink()).searchParams.get('token') as string;
    const stored = await app.db.select().from(accountTokens);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it('sets a new password once, ending the old sessions', async () => {
    const oldSession = await tokenFor(app, 'support');
    await anonymous().post('/api/forgot-password', { username: 'support' });
    const token = new URL(await latestLink()).searchParams.get('token') as string;
    const reset = await anonymous().post('/api/account/reset-password', {
      token,
      password: 'brand-new-pass',
    });
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    expect((await testClient(app, oldSession).get('/api/account')).status).toBe(401);
    expect((await anonymous().post('/api/login', { username: 'support', password: 'wse-demo' })).status).toBe(
      401,
    );
    expect(
      (await anonymous().post('/api/login', { username: 'support', password: 'brand-new-pass' })).status,
    ).toBe(200);
    const again = await anonymous().post('/api/account/reset-password', {
      token,
      password: 'another-pass-1',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'VALIDATION',
      fields: { token: expect.stringContaining('invalid') },
    });
  });

  it('refuses an expired link and a short password, naming the field', async () => {
    await anonymous().post('/api/forgot-password', { username: 'admin' });
    const token = new URL(await latestLink()).searchParams.get('token') as string;
    const short = await anonymous().post('/api/account/reset-password', { token, password: 'short' });
    expect(short.body).toMatchObject({
      code: 'VALIDATION',
      fields: { password: 'Use at least 8 characters' },
    });
    await app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await anonymous().post('/api/account/reset-password', {
      token,
      password: 'long-enough-1',
    });
    expect(expired.body).toMatchObject({ fields: { token: expect.stringContaining('expired') } });
    const [admin] = await app.db.select().from(accountTokens).where(eq(accountTokens.kind, 'reset'));
    expect(admin?.usedAt).toBeDefined();
  });
});

describe('link routes', () => {
  it('limit requests per address, in the one error shape', async () => {
    const limited = await buildTestApp({ LINK_RATE_LIMIT_PER_MINUTE: '3' });
    const post = () => testClient(limited).post('/api/forgot-password', { username: 'nobody' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const last = await post();
    await limited.close();
    expect(last.body).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      retryAfter: expect.any(Number),
    });
    expect(last.body.message).toMatch(/^Too many requests\. Try again in /);
  });
});
