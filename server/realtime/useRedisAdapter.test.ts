import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { sendAccountLink } from '../auth/accountLinks';
import type { Database } from '../db/openDatabase';
import { performers } from '../db/schema/platformUsers';
import { accounts } from '../db/schema/staff';
import { testConfig } from '../test/testConfig';
import { testDatabase } from '../test/testDatabase';
import { testClient, tokenFor } from '../test/testApp';
import type { ChatLine, ChatPresence } from '../../contract/chat/chatRoom';
import type { PerformerPresence } from '../../contract/live/presence';
import { connectTestClient } from './test/connectTestClient';
import { listenOnLoopback } from './test/listenOnLoopback';
import { nextEvent } from './test/nextEvent';
import { redisUnreachable, TEST_REDIS_URL } from '../test/testRedis';

const unreachable = await redisUnreachable();
if (unreachable)
  console.warn(`Skipping the Redis adapter test: ${TEST_REDIS_URL} is unreachable (${unreachable}).`);

/** Two API instances on one database and one Redis, as behind a load balancer. */
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;
let secondUrl: string;
const opened: Socket[] = [];

describe.skipIf(unreachable)('socket.io across instances (Redis adapter)', () => {
  beforeAll(async () => {
    database = await testDatabase();
    first = await buildApp({ config: testConfig({ REDIS_URL: TEST_REDIS_URL }), database });
    second = await buildApp({ config: testConfig({ REDIS_URL: TEST_REDIS_URL }), database });
    await listenOnLoopback(first);
    secondUrl = await listenOnLoopback(second);
  });

  afterAll(async () => {
    for (const socket of opened) socket.close();
    await first?.close();
    await second?.close();
    await database?.close();
  });

  async function connectToSecond(username: string) {
    const socket = await connectTestClient(secondUrl, await tokenFor(second, username));
    opened.push(socket);
    return socket;
  }

  const firstUrl = () => `http://127.0.0.1:${(first.server.address() as { port: number }).port}`;
  const accountId = async (username: string) =>
    (await database.db.select().from(accounts).where(eq(accounts.username, username)))[0]!.id;

  it('sends a reset-session to a client of one instance for a role change made through the other, then ends it', async () => {
    const socket = await connectToSecond('norole');
    const admin = testClient(first, await tokenFor(first, 'admin'));
    const reset = nextEvent<{ token: string }>(socket, 'reset-session');
    const disconnected = nextEvent(socket, 'disconnect');
    const changed = await admin.put(`/api/account/${await accountId('norole')}/roles`, {
      roles: ['SEARCH_MEMBER'],
    });
    expect(changed.status).toBe(200);
    expect((await reset).token).toEqual(expect.any(String));
    expect(await disconnected).toBe('io server disconnect');
  });

  it('disconnects a client of one instance when its session signs out through the other', async () => {
    const token = await tokenFor(second, 'support');
    const socket = await connectTestClient(secondUrl, token);
    opened.push(socket);
    const bystander = await connectToSecond('support');
    const disconnected = nextEvent(socket, 'disconnect');
    expect((await testClient(first, token).post('/api/logout')).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(bystander.connected).toBe(true);
  });

  it('disconnects the clients of one instance when the password is reset through the other', async () => {
    const socket = await connectToSecond('support');
    const [support] = await database.db.select().from(accounts).where(eq(accounts.username, 'support'));
    const link = new URL(await sendAccountLink(first, support!, 'reset')).searchParams.get('token');
    const disconnected = nextEvent(socket, 'disconnect');
    const reset = await testClient(first).post('/api/account/reset-password', {
      token: link,
      password: 'another-new-password',
    });
    expect(reset.status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
  });

  it('tells a client of one instance that its account was deleted through the other', async () => {
    const socket = await connectToSecond('norole');
    const admin = testClient(first, await tokenFor(first, 'admin'));
    const vanished = nextEvent(socket, 'account-vanished');
    expect((await admin.delete(`/api/account/${await accountId('norole')}`)).status).toBe(200);
    expect(await vanished).toEqual({});
  });

  it('moves a performer on the live walls of both instances', async () => {
    const wall = await connectToSecond('support');
    const support = testClient(first, await tokenFor(first, 'support'));
    const [performer] = await database.db.select({ id: performers.id }).from(performers).limit(1);
    const update = nextEvent<PerformerPresence>(wall, 'live-update');
    const moved = await support.post('/api/wse/simulate/presence', {
      performer: performer!.id,
      onlineStatus: 'free',
      chatKind: 'free',
      viewers: 12,
    });
    expect(moved.status).toBe(200);
    expect(await update).toMatchObject({ id: performer!.id, onlineStatus: 'free', viewers: 12 });
  });

  it('shows who is in a room and broadcasts its lines across instances', async () => {
    const listener = await connectToSecond('support');
    const sender = await connectTestClient(firstUrl(), await tokenFor(first, 'admin'));
    opened.push(sender);
    const join = { method: 'POST', path: '/wse/chat/join', payload: { room: 'across' } };
    await listener.emitWithAck('request', join);
    const senderJoins = nextEvent<ChatPresence>(listener, 'chat-presence');
    const joined = await sender.emitWithAck('request', join);
    const both = [{ username: 'admin' }, { username: 'support' }];
    expect(joined).toMatchObject({ status: 200, data: { present: both } });
    expect((await senderJoins).present).toMatchObject(both);

    const heard = nextEvent<ChatLine>(listener, 'chat-message');
    await sender.emitWithAck('request', {
      method: 'POST',
      path: '/wse/chat/message',
      payload: { room: 'across', message: 'from the first instance' },
    });
    expect(await heard).toMatchObject({ message: 'from the first instance' });

    const senderLeaves = nextEvent<ChatPresence>(listener, 'chat-presence');
    sender.close();
    expect((await senderLeaves).present).toMatchObject([{ username: 'support' }]);
  });

  it('keeps apart the rooms of a deployment with another REDIS_KEY_PREFIX on the same Redis', async () => {
    const prefix = `wse-other-${randomUUID().slice(0, 8)}:`;
    const other = await buildApp({
      config: testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }),
      database,
    });
    try {
      const otherUrl = await listenOnLoopback(other);
      const join = { method: 'POST', path: '/wse/chat/join', payload: { room: 'apart' } };
      await (await connectToSecond('support')).emitWithAck('request', join);
      const there = await connectTestClient(otherUrl, await tokenFor(other, 'admin'));
      opened.push(there);
      expect(await there.emitWithAck('request', join)).toMatchObject({
        status: 200,
        data: { present: [{ username: 'admin' }] },
      });
    } finally {
      await other.close();
    }
  });
});
