import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SettingsChanged } from '../../contract/tech/settingsChanged';
import { buildApp } from '../app';
import type { Database } from '../db/openDatabase';
import { connectTestClient } from '../realtime/test/connectTestClient';
import { listenOnLoopback } from '../realtime/test/listenOnLoopback';
import { nextEvent } from '../realtime/test/nextEvent';
import { testClient, tokenFor } from '../test/testApp';
import { testConfig } from '../test/testConfig';
import { testDatabase } from '../test/testDatabase';
import { redisUnreachable, TEST_REDIS_URL } from '../test/testRedis';

const unreachable = await redisUnreachable();
if (unreachable)
  console.warn(
    `Skipping the settings test across instances: ${TEST_REDIS_URL} is unreachable (${unreachable}).`,
  );

/** Two API instances on one database and one Redis, as behind a load balancer. */
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;
let secondUrl: string;
let socket: Socket | undefined;

describe.skipIf(unreachable)('settings across instances (Redis)', () => {
  beforeAll(async () => {
    database = await testDatabase();
    first = await buildApp({ config: testConfig({ REDIS_URL: TEST_REDIS_URL }), database });
    second = await buildApp({ config: testConfig({ REDIS_URL: TEST_REDIS_URL }), database });
    await listenOnLoopback(first);
    secondUrl = await listenOnLoopback(second);
  });

  afterAll(async () => {
    vi.useRealTimers();
    socket?.close();
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('a change saved through one instance applies on the other at once, and its pages hear of it', async () => {
    socket = await connectTestClient(secondUrl, await tokenFor(second, 'norole'));
    const admin = testClient(first, await tokenFor(first, 'admin'));
    expect(await second.settings.get('lists.countCap')).toBe(1000);
    // With the clock stopped the second instance's cache never ages: only the event can refresh it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const heard = nextEvent<SettingsChanged>(socket, 'settings-changed');
    const saved = await admin.put('/api/wse/configuration/lists.countCap', { value: 40, version: 0 });
    expect(saved.status).toBe(200);
    expect(await heard).toEqual({ key: 'lists.countCap', by: 'admin' });
    expect(await second.settings.get('lists.countCap')).toBe(40);
  });
});
