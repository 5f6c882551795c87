import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema/platform';
import { accounts } from '../../db/schema/staff';
import { buildTestApp } from '../../test/buildTestApp';
import { testClient, tokenFor } from '../../test/testApp';

interface Postback {
  id: number;
  partner: number;
  partnerName: string;
  event: string;
  url: string;
}
interface LogRow {
  id: number;
  postback: number | null;
  url: string;
  status: number | null;
  ms: number;
  error: string | null;
  test: boolean;
  event: string | null;
}

let receiver: Server;
let port: number;
const received: string[] = [];
let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let partner: number;

/** A signed-in staff member holding only these roles. */
async function staffWith(username: string, roles: string[]) {
  await app.db
    .insert(accounts)
    .values({ username, email: `${username}@wse.example`, roles })
    .onConflictDoNothing();
  return testClient(app, await tokenFor(app, username));
}

const total = (headers: Record<string, unknown>) => Number(String(headers['content-range']).split('/')[1]);

beforeAll(async () => {
  receiver = createServer((request, response) => {
    received.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"thanks":true}');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  app = await buildTestApp({ POSTBACK_ALLOW_HOSTS: `127.0.0.1:${port}` });
  admin = testClient(app, await tokenFor(app, 'admin'));
  const [first] = await app.db.select({ id: partners.id }).from(partners).orderBy(partners.id).limit(1);
  partner = first!.id;
});

afterAll(async () => {
  await app.close();
  receiver.closeAllConnections();
  receiver.close();
});

describe('postbacks', () => {
  it('are seeded for several partners, with pages, and a log in every outcome', async () => {
    const list = await admin.get<Postback[]>('/api/partners/postbacks', { range: [0, 9] });
    expect(list.status).toBe(200);
    expect(total(list.headers)).toBeGreaterThan(10);
    expect(new Set(list.body.map((row) => row.partner)).size).toBeGreaterThan(2);
    expect(list.body[0]?.partnerName).toEqual(expect.any(String));
    const log = await admin.get<LogRow[]>('/api/partners/postback-log', {
      range: [0, 199],
      sort: ['at', 'DESC'],
    });
    expect(total(log.headers)).toBeGreaterThan(10);
    const statuses = new Set(log.body.map((row) => row.status));
    expect(statuses).toEqual(new Set([200, 204, 302, 404, 500, null]));
    expect(log.body.some((row) => row.error?.includes('no answer within'))).toBe(true);
    expect(new Set(log.body.map((row) => row.test))).toEqual(new Set([true, false]));
  });

  it('take an http(s) URL using only the listed macros, one per partner and event, audited', async () => {
    for (const url of ['ftp://example.com/x', 'https://t.example/?c={clickid}', 'https://t.example/a b']) {
      const bad = await admin.post('/api/partners/postbacks', {
        partner,
        event: 'chargeback',
        method: 'GET',
        url,
      });
      expect(bad.status, url).toBe(400);
      expect(bad.body).toMatchObject({ fields: { url: expect.stringContaining('http:// or https://') } });
    }
    await app.db.execute(
      `delete from postback_log where postback_id in (select id from postbacks where partner_id = ${partner})`,
    );
    await app.db.execute(`delete from postbacks where partner_id = ${partner}`);
    const created = await admin.post<Postback>('/api/partners/postbacks', {
      partner,
      event: 'signup',
      method: 'GET',
      url: `http://127.0.0.1:${port}/hook?click={click_id}&payout={payout}&code={partner_code}`,
      active: true,
    });
    expect(created.status).toBe(200);
    const twice = await admin.post('/api/partners/postbacks', {
      partner,
      event: 'signup',
      method: 'GET',
      url: 'https://t.example/',
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ fields: { event: expect.stringContaining('already') } });
    const history = await admin.get<{ data: { action: string }[] }>('/api/audit', {
      filter: { target: `postback:${created.body.id}` },
    });
    expect(history.body.data.map((entry) => entry.action)).toEqual(['postback.create']);
  });

  it('send a test with the macros filled and answer the exact request and the answer, logged and audited', async () => {
    const [postback] = (
      await admin.get<Postback[]>('/api/partners/postbacks', { filter: { partner, event: 'signup' } })
    ).body;
    const test = await admin.post<{
      log: number;
      request: { method: string; url: string; headers: Record<string, string> };
      response: { status: number; body: string; headers: Record<string, string> };
      ms: number;
    }>(`/api/partners/postbacks/${postback!.id}/test`);
    expect(test.status).toBe(200);
    expect(test.body.request.method).toBe('GET');
    expect(test.body.request.url).toMatch(/\/hook\?click=test-click-123&payout=5\.00&code=\w+/);
    expect(test.body.request.headers.Host).toBe(`127.0.0.1:${port}`);
    expect(test.body.response).toMatchObject({ status: 200, body: '{"thanks":true}' });
    expect(received.at(-1)).toMatch(/^\/hook\?click=test-click-123/);
    const log = await admin.get<LogRow[]>('/api/partners/postback-log', {
      range: [0, 0],
      sort: ['at', 'DESC'],
    });
    expect(log.body[0]).toMatchObject({
      id: test.body.log,
      postback: postback!.id,
      url: test.body.request.url,
      status: 200,
      test: true,
      event: 'signup',
    });
    const history = await admin.get<{ data: { action: string }[] }>('/api/audit', {
      filter: { target: `postback:${postback!.id}` },
    });
    expect(history.body.data.map((entry) => entry.action)).toContain('postback.test');
  });

  it('refuses a test to the private network with the reason, sending and logging nothing', async () => {
    const created = await admin.post<Postback>('/api/partners/postbacks', {
      partner,
      event: 'payment',
      method: 'POST',
      url: 'http://10.0.0.5/internal?c={click_id}',
    });
    expect(created.status).toBe(200);
    const before = total((await admin.get('/api/partners/postback-log', { range: [0, 0] })).headers);
    const refused = await admin.post(`/api/partners/postbacks/${created.body.id}/test`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'Not sent: 10.0.0.5 is a private address.' });
    const after = total((await admin.get('/api/partners/postback-log', { range: [0, 0] })).headers);
    expect(after).toBe(before);
    const loopback = await admin.put(`/api/partners/postbacks/${created.body.id}`, {
      url: 'http://127.0.0.1:9/x',
      version: 1,
    });
    expect(loopback.status).toBe(200);
    const refusedLoopback = await admin.post(`/api/partners/postbacks/${created.body.id}/test`);
    expect(refusedLoopback.status).toBe(422);
    expect(refusedLoopback.body).toMatchObject({ fields: { url: '127.0.0.1 is a loopback address' } });
  });

  it('need their roles: the list VIEW_PHX_AFFILIATES, a test EDIT_PHX_AFFILIATES', async () => {
    const none = await staffWith('postback-none', []);
    expect((await none.get('/api/partners/postbacks')).status).toBe(403);
    expect((await none.get('/api/partners/postback-log')).status).toBe(403);
    expect((await none.post('/api/partners/postbacks/1/test')).status).toBe(403);
    const viewer = await staffWith('postback-viewer', ['VIEW_PAGE_POSTBACKS', 'VIEW_PHX_AFFILIATES']);
    expect((await viewer.get('/api/partners/postbacks')).status).toBe(200);
    expect((await viewer.get('/api/partners/postback-log')).status).toBe(200);
    expect((await viewer.post('/api/partners/postbacks/1/test')).status).toBe(403);
    expect(
      (
        await viewer.post('/api/partners/postbacks', {
          partner,
          event: 'chargeback',
          method: 'GET',
          url: 'https://t.example/',
        })
      ).status,
    ).toBe(403);
    expect((await viewer.delete('/api/partners/postbacks/1')).status).toBe(403);
  });

  it('have a demo receiver anyone may call, answering an echo', async () => {
    const anonymous = testClient(app);
    const got = await anonymous.get('/api/demo/postback-receiver', { click: 'abc' });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ received: true, method: 'GET', query: { click: 'abc' }, body: null });
    const posted = await anonymous.post('/api/demo/postback-receiver', { event: 'signup' });
    expect(posted.body).toMatchObject({ method: 'POST', body: { event: 'signup' } });
  });
});
