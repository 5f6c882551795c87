import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog } from '../../db/schema/trail';
import { buildTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Qr = { username: string; qr: string; otpauthUrl: string; enrolled: boolean };
const secretOf = (qr: Qr) => new URL(qr.otpauthUrl).searchParams.get('secret') as string;

describe('two-factor enrolment', () => {
  it('shows a QR to the signed-in account and switches two-factor on with the first code', async () => {
    const api = testClient(app, await tokenFor(app, 'support'));
    const { body: qr } = await api.get<Qr>('/api/account/qr');
    expect(qr).toMatchObject({ username: 'support', enrolled: false });
    expect(qr.qr).toMatch(/^data:image\/png;base64,/);
    expect(qr.otpauthUrl).toMatch(/^otpauth:\/\/totp\/wse-dashboard:support\?secret=/);
    const wrong = await api.post('/api/account/qr', {
      code: '000000' === authenticator.generate(secretOf(qr)) ? '111111' : '000000',
    });
    expect(wrong.body).toMatchObject({ code: 'VALIDATION', fields: { code: expect.any(String) } });
    const ok = await api.post('/api/account/qr', { code: authenticator.generate(secretOf(qr)) });
    expect(ok.body).toEqual({ ok: true });
    const signIn = await testClient(app).post('/api/login', { username: 'support', password: 'wse-demo' });
    expect(signIn.body.code).toBe('TOTP_REQUIRED');
    const withCode = await testClient(app).post('/api/login', {
      username: 'support',
      password: 'wse-demo',
      code: authenticator.generate(secretOf(qr)),
    });
    expect(withCode.status).toBe(200);
  });

  it('lets a SEND_ACCOUNT_QR holder send another account a QR link that works without signing in', async () => {
    const admin = testClient(app, await tokenFor(app, 'admin'));
    const { body: accounts } = await admin.get<{ data: { id: number; username: string }[] }>(
      '/api/login/accounts',
      {
        filter: { q: 'support' },
      },
    );
    const support = accounts.data.find((account) => account.username === 'support');
    expect(await admin.post('/api/account/qr', { id: support?.id })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const [line] = await app.db.select().from(sysLog).orderBy(desc(sysLog.id)).limit(1);
    const link = new URL(line?.message.match(/http\S+/)?.[0] as string);
    expect(link.pathname).toBe('/qr');
    const token = link.searchParams.get('token') as string;
    const { body: qr } = await testClient(app).get<Qr>('/api/account/qr', { token });
    expect(qr.username).toBe('support');
    const confirm = await testClient(app).post('/api/account/qr', {
      token,
      code: authenticator.generate(secretOf(qr)),
    });
    expect(confirm.body).toEqual({ ok: true });
    const reuse = await testClient(app).get('/api/account/qr', { token });
    expect(reuse.status).toBe(400);
  });

  it('refuses re-sending without SEND_ACCOUNT_QR, and showing a QR to nobody', async () => {
    const support = testClient(app, await tokenFor(app, 'support'));
    expect((await support.post('/api/account/qr', { id: 1 })).status).toBe(403);
    expect((await testClient(app).get('/api/account/qr')).status).toBe(401);
    expect((await testClient(app).get('/api/account/qr', { token: 'made-up' })).status).toBe(400);
  });
});
