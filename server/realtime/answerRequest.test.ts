import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { verifyToken } from '../auth/tokens';
import { revokedTokens } from '../db/schema/security';
import { testClient, tokenFor } from '../test/testApp';
import type { ChatLine } from '../../contract/chat/chatRoom';
import type { RequestReply } from './RealtimeEvents';
import { nextEvent } from './test/nextEvent';
import { socketTestServer } from './test/socketTestServer';

let app: FastifyInstance;
const server = socketTestServer((built) => (app = built));

async function connectAs(account: 'admin' | 'support' | 'norole') {
  const token = await tokenFor(app, account);
  const socket = await server.connect(token);
  const request = (envelope: unknown): Promise<RequestReply> => socket.emitWithAck('request', envelope);
  return { socket, token, request };
}

const chat = (path: string, payload: unknown) => ({ method: 'POST', path: `/wse/chat/${path}`, payload });

describe('socket request/reply', () => {
  it('reports the deployment status of this instance', async () => {
    const { request } = await connectAs('norole');
    const reply = await request({ method: 'GET', path: '/deployment/status' });
    expect(reply).toMatchObject({
      status: 200,
      data: {
        version: '0.1.0',
        node: process.version,
        database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
        databaseVersion: expect.stringMatching(/^PostgreSQL \d+/),
        redis: false,
        connections: expect.any(Number),
        uptimeSeconds: expect.any(Number),
        instanceId: expect.any(String),
      },
    });
  });

  it('answers 404 for an unknown path and 400 for a malformed request', async () => {
    const { request } = await connectAs('admin');
    expect(await request({ method: 'GET', path: '/nowhere' })).toMatchObject({
      status: 404,
      error: { statusCode: 404, code: 'NOT_FOUND' },
    });
    expect(await request({ method: 'GET', path: 7, extra: true })).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION', fields: { path: expect.any(String), extra: 'Unknown field' } },
    });
  });

  it('answers 401 and ends the socket when its session was revoked without the socket being told', async () => {
    const { socket, request, token } = await connectAs('support');
    const { jti, exp } = await verifyToken(app.config, token);
    // As a sign-out whose event never reached this instance: only the database knows.
    await app.db.insert(revokedTokens).values({ jti, expiresAt: new Date(exp * 1000) });
    const disconnected = nextEvent(socket, 'disconnect');
    expect(await request({ method: 'GET', path: '/deployment/status' })).toMatchObject({
      status: 401,
      error: { code: 'UNAUTHORIZED' },
    });
    expect(await disconnected).toBe('io server disconnect');
  });

  it('answers 401 and ends the socket when the token in the message has been revoked', async () => {
    const { socket, request } = await connectAs('support');
    const other = await tokenFor(app, 'support');
    await testClient(app, other).post('/api/logout');
    const disconnected = nextEvent(socket, 'disconnect');
    expect(await request({ method: 'GET', path: '/deployment/status', token: other })).toMatchObject({
      status: 401,
      error: { code: 'UNAUTHORIZED' },
    });
    expect(await disconnected).toBe('io server disconnect');
  });

  it('refuses chat to an account without VIEW_LIVE_CAMS', async () => {
    const { request } = await connectAs('norole');
    expect(await request(chat('join', { room: 'lobby' }))).toMatchObject({
      status: 403,
      error: { code: 'FORBIDDEN' },
    });
  });

  it('broadcasts a message to everyone in the room and keeps it for those who join later', async () => {
    const sender = await connectAs('admin');
    const listener = await connectAs('support');
    expect(await sender.request(chat('join', { room: 'performer-17' }))).toMatchObject({ status: 200 });
    expect(await listener.request(chat('join', { room: 'performer-17' }))).toMatchObject({
      status: 200,
      data: { room: 'performer-17', messages: [] },
    });
    const heard = nextEvent<ChatLine>(listener.socket, 'chat-message');
    const reply = await sender.request(chat('message', { room: 'performer-17', message: '  Hello there ' }));
    expect(reply).toMatchObject({ status: 200, data: { room: 'performer-17', message: 'Hello there' } });
    expect(await heard).toMatchObject({ username: 'admin', message: 'Hello there' });

    const late = await connectAs('support');
    const joined = await late.request(chat('join', { room: 'performer-17' }));
    expect(joined).toMatchObject({ data: { messages: [{ username: 'admin', message: 'Hello there' }] } });
  });

  it('stops delivering to a socket that left the room', async () => {
    const sender = await connectAs('admin');
    const listener = await connectAs('support');
    await sender.request(chat('join', { room: 'quiet' }));
    await listener.request(chat('join', { room: 'quiet' }));
    expect(await listener.request(chat('leave', { room: 'quiet' }))).toEqual({
      status: 200,
      data: { room: 'quiet' },
    });
    let heard = false;
    listener.socket.on('chat-message', () => (heard = true));
    await sender.request(chat('message', { room: 'quiet', message: 'anyone?' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toBe(false);
  });

  it('refuses text the database cannot store (NUL, a lone surrogate) in a joined room, naming the field', async () => {
    const { request } = await connectAs('admin');
    await request(chat('join', { room: 'nul' }));
    for (const message of ['a\u0000b', 'a\ud800b'])
      expect(await request(chat('message', { room: 'nul', message }))).toMatchObject({
        status: 400,
        error: { code: 'VALIDATION', fields: { message: expect.stringMatching(/NUL|surrogate/) } },
      });
  });

  it.each([
    ['join', { room: '' }, 'room'],
    ['join', { room: 'a b' }, 'room'],
    ['join', {}, 'room'],
    ['join', { room: 'x', admin: true }, 'admin'],
    ['message', { room: 'never-joined', message: 'hi' }, 'room'],
    ['message', { room: 'x', message: '' }, 'message'],
    ['message', { room: 'x', message: 'y'.repeat(2001) }, 'message'],
    ['leave', 'not an object', 'payload'],
  ])('refuses %s with %j, naming %s', async (path, payload, field) => {
    const { request } = await connectAs('admin');
    const reply = await request(chat(path, payload));
    expect(reply).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION', fields: { [field]: expect.any(String) } },
    });
  });
});
