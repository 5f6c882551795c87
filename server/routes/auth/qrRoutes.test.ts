import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { accounts } from '../../db/schema/staff';
import { auditLog, sysLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sharedTestApp();
});

type Qr = { username: string; qr: string; otpauthUrl: string; enrolled: boolean };
const secretOf = (qr: Qr) => new URL(qr.otpauthUrl).searchParams.get('secret') as string;
const codeOf = (secret: string) => authenticator.generate(secret);
/** A 6-digit code that is not the secret's current one. */
const notCodeOf = (secret: string) => (codeOf(secret) === '000000' ? '111111' : '000000');

const PASSWORD = 'the-right-password';

/** A staff account of its own for each test, with a password. */
async function staff(username: string) {
  const passwordHash = await hashPassword(PASSWORD, app.config.argon2);
  const [row] = await app.db
    .insert(accounts)
    .values({ username, email: `${username}@wse.example`, passwordHash })
    .returning();
  return { id: row!.id, api: testClient(app, await tokenFor(app, username)) };
}

async function auditOf(accountId: number) {
  const rows = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.target, `account:${accountId}`)))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action).filter((action) => action.startsWith('account.two-factor'));
}

const signIn = (username: string, code?: string) =>
  testClient(app).post('/api/login', { username, password: PASSWORD, ...(code ? { code } : {}) });

describe('two-factor enrolment', () => {
  it('switches two-factor on with the first code and the password, naming what is missing or wrong', async () => {
    const { id, api } = await staff('enrol-1');
    const { body: qr } = await api.get<Qr>('/api/account/qr');
    expect(qr).toMatchObject({ username: 'enrol-1', enrolled: false });
    expect(qr.qr).toMatch(/^data:image\/png;base64,/);
    expect(qr.otpauthUrl).toMatch(/^otpauth:\/\/totp\/wse-dashboard:enrol-1\?secret=/);
    const code = codeOf(secretOf(qr));

    const noPassword = await api.post('/api/account/qr', { code });
    expect(noPassword.body).toMatchObject({
      code: 'VALIDATION',
      fields: { password: 'Enter your password' },
    });
    const wrongPassword = await api.post('/api/account/qr', { code, password: 'not-it' });
    expect(wrongPassword.body).toMatchObject({ fields: { password: 'That password is not right.' } });
    const wrongCode = await api.post('/api/account/qr', {
      code: notCodeOf(secretOf(qr)),
      password: PASSWORD,
    });
    expect(wrongCode.body).toMatchObject({ code: 'VALIDATION', fields: { code: expect.any(String) } });
    expect(wrongCode.body).not.toHaveProperty('fields.password');

    expect((await api.post('/api/account/qr', { code, password: PASSWORD })).body).toEqual({ ok: true });
    expect((await signIn('enrol-1')).body.code).toBe('TOTP_REQUIRED');
    expect((await signIn('enrol-1', codeOf(secretOf(qr)))).status).toBe(200);
    expect(await auditOf(id)).toEqual(['account.two-factor-enrolled']);
  });

  it('does not let a session token alone replace the secret: the password and a code of the old one are needed', async () => {
    const { id, api } = await staff('replace-1');
    const { body: first } = await api.get<Qr>('/api/account/qr');
    await api.post('/api/account/qr', { code: codeOf(secretOf(first)), password: PASSWORD });

    const { body: second } = await api.get<Qr>('/api/account/qr');
    expect(second.enrolled).toBe(true);
    const code = codeOf(secretOf(second));
    // As in the finding: a code of the new secret and a session token, nothing else.
    expect((await api.post('/api/account/qr', { code })).status).toBe(400);
    const noOldCode = await api.post('/api/account/qr', { code, password: PASSWORD });
    expect(noOldCode.body).toMatchObject({
      fields: { currentCode: 'Enter the current code of the authenticator app you use now.' },
    });
    const wrongOldCode = await api.post('/api/account/qr', {
      code,
      password: PASSWORD,
      currentCode: notCodeOf(secretOf(first)),
    });
    expect(wrongOldCode.body).toMatchObject({
      fields: { currentCode: expect.stringContaining('not valid') },
    });
    const wrongPassword = await api.post('/api/account/qr', {
      code,
      password: 'not-it',
      currentCode: codeOf(secretOf(first)),
    });
    expect(wrongPassword.body).toMatchObject({ fields: { password: 'That password is not right.' } });
    // Nothing moved: the first authenticator still signs in.
    expect((await signIn('replace-1', codeOf(secretOf(first)))).status).toBe(200);

    const replaced = await api.post('/api/account/qr', {
      code,
      password: PASSWORD,
      currentCode: codeOf(secretOf(first)),
    });
    expect(replaced.body).toEqual({ ok: true });
    expect(await auditOf(id)).toEqual(['account.two-factor-enrolled', 'account.two-factor-replaced']);
    if (codeOf(secretOf(first)) !== codeOf(secretOf(second)))
      expect((await signIn('replace-1', codeOf(secretOf(first)))).status).toBe(401);
    expect((await signIn('replace-1', codeOf(secretOf(second)))).status).toBe(200);
  });

  it('replaces a lost authenticator through a QR link with the password, without a code of the old one', async () => {
    const { id, api } = await staff('link-1');
    const { body: first } = await api.get<Qr>('/api/account/qr');
    await api.post('/api/account/qr', { code: codeOf(secretOf(first)), password: PASSWORD });

    const admin = testClient(app, await tokenFor(app, 'admin'));
    expect(await admin.post(`/api/account/${id}/qr`, {})).toMatchObject({ status: 200, body: { id } });
    const [line] = await app.db.select().from(sysLog).orderBy(desc(sysLog.id)).limit(1);
    const link = new URL(line?.message.match(/http\S+/)?.[0] as string);
    expect(link.pathname).toBe('/qr');
    const token = link.searchParams.get('token') as string;
    const anonymous = testClient(app);
    const { body: qr } = await anonymous.get<Qr>('/api/account/qr', { token });
    expect(qr).toMatchObject({ username: 'link-1', enrolled: true });
    const code = codeOf(secretOf(qr));
    const noPassword = await anonymous.post('/api/account/qr', { token, code });
    expect(noPassword.body).toMatchObject({ fields: { password: 'Enter your password' } });
    expect((await anonymous.post('/api/account/qr', { token, code, password: PASSWORD })).body).toEqual({
      ok: true,
    });
    expect(await auditOf(id)).toEqual(['account.two-factor-enrolled', 'account.two-factor-replaced']);
    expect((await anonymous.get('/api/account/qr', { token })).status).toBe(400);
  });

  it('counts wrong passwords against the sign-in throttle', async () => {
    const { api } = await staff('guess-1');
    const { body: qr } = await api.get<Qr>('/api/account/qr');
    const statuses: number[] = [];
    for (let guess = 0; guess < 12 && !statuses.includes(429); guess++) {
      const answer = await api.post('/api/account/qr', {
        code: codeOf(secretOf(qr)),
        password: `guess-${guess}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  });

  it('refuses re-sending without SEND_ACCOUNT_QR, and showing a QR to nobody', async () => {
    const support = testClient(app, await tokenFor(app, 'support'));
    expect((await support.post('/api/account/1/qr', {})).status).toBe(403);
    expect((await testClient(app).get('/api/account/qr')).status).toBe(401);
    expect((await testClient(app).get('/api/account/qr', { token: 'made-up' })).status).toBe(400);
  });
});
