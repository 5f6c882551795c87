import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { revokedTokens } from '../db/schema/security';
import { buildTestApp, testClient, tokenFor } from '../test/testApp';
import { connectTestClient } from './test/connectTestClient';
import { listenOnLoopback } from './test/listenOnLoopback';
import { nextEvent } from './test/nextEvent';

let app: FastifyInstance;
let url: string;
const opened: Socket[] = [];

beforeAll(async () => {
  app = await buildTestApp({ ALLOWED_ORIGINS: 'https://dashboard.example' });
  url = await listenOnLoopback(app);
});

afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

afterAll(() => app.close());

async function connect(...args: Parameters<typeof connectTestClient>) {
  const socket = await connectTestClient(...args);
  opened.push(socket);
  return socket;
}

describe('socket handshake', () => {
  it('lets a valid token in', async () => {
    const socket = await connect(url, await tokenFor(app, 'support'));
    expect(socket.connected).toBe(true);
  });

  it.each([
    ['no token', undefined],
    ['a token that is not one', 'not-a-jwt'],
    ['a token signed with another secret', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
  ])('refuses %s with UNAUTHORIZED', async (_, token) => {
    await expect(connect(url, token)).rejects.toThrow('UNAUTHORIZED');
  });

  it('refuses a page from a foreign origin, even with a valid token', async () => {
    const token = await tokenFor(app, 'admin');
    await expect(connect(url, token, { extraHeaders: { origin: 'https://evil.example' } })).rejects.toThrow(
      'UNAUTHORIZED',
    );
  });

  it('accepts its own origin and ALLOWED_ORIGINS', async () => {
    const token = await tokenFor(app, 'admin');
    expect((await connect(url, token, { extraHeaders: { origin: url } })).connected).toBe(true);
    const allowed = await connect(url, token, { extraHeaders: { origin: 'https://dashboard.example' } });
    expect(allowed.connected).toBe(true);
    const defaultPort = await connect(url, token, {
      extraHeaders: { origin: 'https://dashboard.example:443' },
    });
    expect(defaultPort.connected).toBe(true);
  });

  it('refuses an origin whose scheme, host or port differs from its own and from ALLOWED_ORIGINS', async () => {
    const token = await tokenFor(app, 'admin');
    const own = new URL(url);
    for (const origin of [
      `https://${own.host}`,
      `http://${own.hostname}:${Number(own.port) + 1}`,
      `http://localhost:${own.port}`,
      'http://dashboard.example',
      'https://dashboard.example:8443',
      'https://sub.dashboard.example',
      'null',
    ])
      await expect(connect(url, token, { extraHeaders: { origin } }), origin).rejects.toThrow('UNAUTHORIZED');
  });

  it('refuses a revoked token', async () => {
    const token = await tokenFor(app, 'support');
    expect((await testClient(app, token).post('/api/logout')).status).toBe(200);
    await expect(connect(url, token)).rejects.toThrow('UNAUTHORIZED');
  });

  it('recovers a dropped connection, but checks the token again when it does', async () => {
    const token = await tokenFor(app, 'support');
    const socket = await connect(url, token, { reconnection: true, reconnectionDelay: 50 });
    // Recovery resumes from the last broadcast the client saw, so it needs one.
    await socket.emitWithAck('request', { method: 'POST', path: '/wse/chat/join', payload: { room: 'r1' } });
    const line = nextEvent(socket, 'chat-message');
    await socket.emitWithAck('request', {
      method: 'POST',
      path: '/wse/chat/message',
      payload: { room: 'r1', message: 'hello' },
    });
    await line;
    socket.io.engine.close();
    await nextEvent(socket, 'connect');
    expect(socket.recovered).toBe(true);

    // Revoked as a sign-out elsewhere would, but without the sign-out's own ending of this socket (sessionEnds
    // tests that), which would leave it nothing to reconnect.
    const { jti, exp } = decodeJwt(token);
    await app.db.insert(revokedTokens).values({ jti: jti!, expiresAt: new Date(exp! * 1000) });
    socket.io.engine.close();
    const error = await nextEvent<Error>(socket, 'connect_error');
    expect(error.message).toBe('UNAUTHORIZED');
    expect(socket.connected).toBe(false);
  });
});
