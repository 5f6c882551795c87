import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsView } from '../../../contract/tech/settingsApi';
import { partners } from '../../db/schema/platform';
import { postbacks } from '../../db/schema/postbacks';
import { buildTestApp } from '../../test/buildTestApp';
import { testClient, tokenFor } from '../../test/testApp';

interface Sent {
  response?: { body: string; truncated: boolean };
  error?: string;
}

let receiver: Server;
let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
const sendTo: Record<string, number> = {};

beforeAll(async () => {
  receiver = createServer((request, response) => {
    // '/slow' never answers: the postback's timeout ends the exchange.
    if (request.url === '/large') response.writeHead(200).end('x'.repeat(1500));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  app = await buildTestApp({ POSTBACK_ALLOW_HOSTS: `127.0.0.1:${port}` });
  admin = testClient(app, await tokenFor(app, 'admin'));
  const [partner] = await app.db.select({ id: partners.id }).from(partners).limit(1);
  for (const [event, path] of [
    ['settings-slow', '/slow'],
    ['settings-large', '/large'],
  ] as const) {
    const [row] = await app.db
      .insert(postbacks)
      .values({ partner: partner!.id, event, url: `http://127.0.0.1:${port}${path}` })
      .returning();
    sendTo[path] = row!.id;
  }
});

afterAll(async () => {
  await app.close();
  receiver.closeAllConnections();
  receiver.close();
});

const setTo = async (key: string, value: number) => {
  const { data } = (await admin.get<{ data: SettingsView[] }>('/api/wse/configuration')).body;
  const { version } = data.find((setting) => setting.key === key)!;
  expect((await admin.put(`/api/wse/configuration/${key}`, { value, version })).status).toBe(200);
};
const sendTest = async (path: string) =>
  (await admin.post<Sent>(`/api/partners/postbacks/${sendTo[path]}/test`)).body;

describe('postback settings', () => {
  it('give up on a postback after the timeout set now, without a restart', async () => {
    await setTo('postbacks.timeout', 500);
    expect((await sendTest('/slow')).error).toBe('no answer within 500 ms');
    await setTo('postbacks.timeout', 600);
    expect((await sendTest('/slow')).error).toBe('no answer within 600 ms');
  });

  it('read at most the answer size set now, without a restart', async () => {
    expect((await sendTest('/large')).response).toMatchObject({ body: 'x'.repeat(1500), truncated: false });
    await setTo('postbacks.maxAnswerBytes', 1024);
    expect((await sendTest('/large')).response).toMatchObject({ body: 'x'.repeat(1024), truncated: true });
  });
});
