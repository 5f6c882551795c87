// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../auth/tokenStore';
import { makeToken } from '../auth/testing/makeToken';
import { closeSocket, getSocket } from './socketClient';
import { recordFakeSockets } from './testing/recordFakeSockets';

const sockets = recordFakeSockets();

afterEach(() => {
  clearToken();
});

describe('the realtime socket after the server ends it', () => {
  it('comes back with the token stored then (a reset-session brought it)', () => {
    setToken(makeToken({ roles: ['VIEW_LIVE_CAMS'] }));
    getSocket();
    const renewed = makeToken({ roles: [] });
    setToken(renewed);
    sockets[0]!.receive('disconnect', 'io server disconnect');
    expect(sockets[0]!.connects).toEqual([{ token: renewed }]);
    expect(sockets).toHaveLength(1);
  });

  it('stays away when the dashboard closed it, no token is stored, or the token has expired', () => {
    setToken(makeToken());
    getSocket();
    sockets[0]!.receive('disconnect', 'io client disconnect');
    sockets[0]!.receive('disconnect', 'transport close');
    setToken(makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    sockets[0]!.receive('disconnect', 'io server disconnect');
    clearToken();
    sockets[0]!.receive('disconnect', 'io server disconnect');
    expect(sockets[0]!.connects).toEqual([]);
  });

  it('does not bring back a socket closed at sign-out', () => {
    setToken(makeToken());
    getSocket();
    closeSocket();
    sockets[0]!.receive('disconnect', 'io server disconnect');
    expect(sockets[0]!.connects).toEqual([]);
  });
});
