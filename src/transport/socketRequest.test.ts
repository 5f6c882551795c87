// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from './call';
import { clearCallError, getCallState } from './callState';
import { closeSocket, getSocket, onSocketEvent } from './socketClient';
import { setToken } from '../auth/tokenStore';
import { recordFakeSockets } from './testing/recordFakeSockets';

const sockets = recordFakeSockets();

beforeEach(() => {
  setToken('tok-1');
});
afterEach(() => {
  clearCallError();
});

describe('socket calls', () => {
  it('opens one websocket-only, reconnecting socket with the token in the handshake query', () => {
    getSocket();
    getSocket();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBeUndefined();
    expect(sockets[0]?.options).toEqual({
      transports: ['websocket'],
      reconnection: true,
      query: { token: 'tok-1' },
    });
  });

  it('sends GET /deployment/status and the chat calls over the socket with the token and payload', async () => {
    const status = call('GET', '/deployment/status');
    expect(getCallState().loading).toBe(true);
    sockets[0]!.reply({ status: 200, data: { running: 2 } });
    await expect(status).resolves.toEqual({ running: 2 });
    expect(getCallState().loading).toBe(false);

    const join = call('POST', '/wse/chat/join', { room: 'r1' });
    sockets[0]!.reply({ status: 200, data: { ok: true } });
    await join;
    expect(sockets[0]?.emitted.map((entry) => entry.args[0])).toEqual([
      { method: 'GET', path: '/deployment/status', token: 'tok-1', payload: {} },
      { method: 'POST', path: '/wse/chat/join', token: 'tok-1', payload: { room: 'r1' } },
    ]);
  });

  it('rejects a reply with a non-200 status and stores it', async () => {
    const message = call('POST', '/wse/chat/message', { room: 'r1', text: 'hi' });
    sockets[0]!.reply({
      status: 404,
      error: { statusCode: 404, code: 'NOT_FOUND', message: 'No such room' },
    });
    await expect(message).rejects.toMatchObject({ status: 404, message: 'No such room' });
    expect(getCallState()).toMatchObject({ loading: false, error: { status: 404, message: 'No such room' } });
  });

  it('presents a newer token on reconnection and opens a fresh socket after closing', () => {
    getSocket();
    setToken('tok-2');
    getSocket();
    expect(sockets[0]?.io.opts.query).toEqual({ token: 'tok-2' });
    closeSocket();
    expect(sockets[0]?.disconnected).toBe(true);
    getSocket();
    expect(sockets).toHaveLength(2);
  });

  it('delivers server events to listeners on the current and on later sockets', () => {
    const seen: unknown[] = [];
    const off = onSocketEvent('token-refresh', (payload) => seen.push(payload));
    getSocket();
    sockets[0]!.receive('token-refresh', { token: 'a' });
    closeSocket();
    getSocket();
    sockets[1]!.receive('token-refresh', { token: 'b' });
    off();
    sockets[1]!.receive('token-refresh', { token: 'c' });
    expect(seen).toEqual([{ token: 'a' }, { token: 'b' }]);
  });
});
