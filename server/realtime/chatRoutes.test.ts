import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ChatLine, ChatPresence } from '../../contract/chat/chatRoom';
import { chatMessages } from '../db/schema/platform';
import { testClient, tokenFor } from '../test/testApp';
import type { RequestReply } from './RealtimeEvents';
import { nextEvent } from './test/nextEvent';
import { socketTestServer } from './test/socketTestServer';

let app: FastifyInstance;
const server = socketTestServer((built) => (app = built));

async function connectAs(account: 'admin' | 'support') {
  const socket = await server.connect(await tokenFor(app, account));
  const chat = (path: string, payload: unknown): Promise<RequestReply> =>
    socket.emitWithAck('request', { method: 'POST', path: `/wse/chat/${path}`, payload });
  return { socket, chat };
}

const names = (presence: ChatPresence) => presence.present.map((member) => member.username);

describe('the staff chat', () => {
  it('tells the room who is in it, each account once, on join, leave and going away', async () => {
    const admin = await connectAs('admin');
    const secondTab = await connectAs('admin');
    const joined = await admin.chat('join', { room: 'presence' });
    expect(joined).toMatchObject({
      status: 200,
      data: { room: 'presence', present: [{ username: 'admin' }] },
    });
    await secondTab.chat('join', { room: 'presence' });

    const support = await connectAs('support');
    const supportJoins = nextEvent<ChatPresence>(admin.socket, 'chat-presence');
    const reply = await support.chat('join', { room: 'presence' });
    expect(reply).toMatchObject({ data: { present: [{ username: 'admin' }, { username: 'support' }] } });
    expect(names(await supportJoins)).toEqual(['admin', 'support']);

    const supportLeaves = nextEvent<ChatPresence>(admin.socket, 'chat-presence');
    await support.chat('leave', { room: 'presence' });
    expect(names(await supportLeaves)).toEqual(['admin']);

    const adminStays = nextEvent<ChatPresence>(secondTab.socket, 'chat-presence');
    admin.socket.close();
    expect(names(await adminStays)).toEqual(['admin']);
  });

  it('stores and broadcasts a line sent again with the same client id once, answering with the stored line', async () => {
    const sender = await connectAs('admin');
    const listener = await connectAs('support');
    await sender.chat('join', { room: 'resend' });
    await listener.chat('join', { room: 'resend' });
    const heard: ChatLine[] = [];
    listener.socket.on('chat-message', (line: ChatLine) => heard.push(line));

    const line = { room: 'resend', message: 'only once', clientId: 'c0ffee-0001' };
    const first = await sender.chat('message', line);
    const again = await sender.chat('message', line);
    expect(first).toMatchObject({ status: 200, data: { message: 'only once', clientId: 'c0ffee-0001' } });
    expect(again).toEqual(first);
    // Lines arrive in order: once a later one is heard, a second broadcast of the first would have been too.
    const marker = nextEvent<ChatLine>(listener.socket, 'chat-message');
    await sender.chat('message', { room: 'resend', message: 'marker' });
    await marker;
    expect(heard.map((heardLine) => heardLine.message)).toEqual(['only once', 'marker']);
    const stored = await app.db.select().from(chatMessages).where(eq(chatMessages.clientId, 'c0ffee-0001'));
    expect(stored).toHaveLength(1);
  });

  it('refuses a client id that is not one', async () => {
    const sender = await connectAs('admin');
    await sender.chat('join', { room: 'resend' });
    const reply = await sender.chat('message', { room: 'resend', message: 'hi', clientId: 'x y' });
    expect(reply).toMatchObject({ status: 400, error: { fields: { clientId: expect.any(String) } } });
  });

  it('lists the rooms talked in most lately, with the lobby always there, to VIEW_LIVE_CAMS only', async () => {
    const sender = await connectAs('admin');
    await sender.chat('join', { room: 'latest-room' });
    await sender.chat('message', { room: 'latest-room', message: 'first' });
    await sender.chat('message', { room: 'latest-room', message: 'second' });
    const support = testClient(app, await tokenFor(app, 'support'));
    const { status, body } = await support.get<{ data: { room: string; messages: number }[] }>(
      '/api/wse/chat/rooms',
    );
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ room: 'latest-room', messages: 2, lastAt: expect.any(String) });
    expect(body.data.map((room) => room.room)).toContain('lobby');
    const norole = testClient(app, await tokenFor(app, 'norole'));
    expect((await norole.get('/api/wse/chat/rooms')).status).toBe(403);
  });
});
