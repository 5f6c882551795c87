import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/openDatabase';
import { accounts } from '../db/schema/staff';
import { testConfig } from '../test/testConfig';
import { testDatabase } from '../test/testDatabase';
import { tokenFor } from '../test/testApp';
import type { ChatLine } from '../../contract/chat/chatRoom';
import { connectTestClient } from './test/connectTestClient';
import { listenOnLoopback } from './test/listenOnLoopback';
import { nextEvent } from './test/nextEvent';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisUnreachable(): Promise<string | undefined> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    probe.disconnect();
  }
}

const unreachable = await redisUnreachable();
if (unreachable)
  console.warn(`Skipping the Redis adapter test: ${REDIS_URL} is unreachable (${unreachable}).`);

/** Two API instances on one database and one Redis, as behind a load balancer. */
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;
let secondUrl: string;
const opened: Socket[] = [];

describe.skipIf(unreachable)('socket.io across instances (Redis adapter)', () => {
  beforeAll(async () => {
    database = await testDatabase();
    first = await buildApp({ config: testConfig({ REDIS_URL }), database });
    second = await buildApp({ config: testConfig({ REDIS_URL }), database });
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

  it('delivers an account-vanished raised on one instance to a client of the other', async () => {
    const socket = await connectToSecond('support');
    const [support] = await database.db.select().from(accounts).where(eq(accounts.username, 'support'));
    const vanished = nextEvent(socket, 'account-vanished');
    first.events.emit('account-vanished', support!.id);
    expect(await vanished).toEqual({});
  });

  it('delivers a reset-session for a role change made through the other instance', async () => {
    const socket = await connectToSecond('admin');
    const [admin] = await database.db.select().from(accounts).where(eq(accounts.username, 'admin'));
    const reset = nextEvent<{ token: string }>(socket, 'reset-session');
    first.events.emit('roles-changed', admin!.id);
    expect((await reset).token).toEqual(expect.any(String));
  });

  it('broadcasts a chat line sent on one instance to a room member on the other', async () => {
    const listener = await connectToSecond('admin');
    const sender = await connectTestClient(
      `http://127.0.0.1:${(first.server.address() as { port: number }).port}`,
      await tokenFor(first, 'admin'),
    );
    opened.push(sender);
    const join = { method: 'POST', path: '/wse/chat/join', payload: { room: 'across' } };
    await listener.emitWithAck('request', join);
    await sender.emitWithAck('request', join);
    const heard = nextEvent<ChatLine>(listener, 'chat-message');
    await sender.emitWithAck('request', {
      method: 'POST',
      path: '/wse/chat/message',
      payload: { room: 'across', message: 'from the first instance' },
    });
    expect(await heard).toMatchObject({ message: 'from the first instance' });
  });
});
