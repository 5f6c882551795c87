import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { CoreAdminContext } from 'ra-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PerformerPresence } from '../../../contract/live/presence';
import { setToken } from '../../auth/tokenStore';
import { setSocketFactory } from '../../transport/socketClient';
import { FakeSocket } from '../../transport/testing/FakeSocket';
import { useLiveCamsController } from './useLiveCamsController';

const presence = (id: number, username: string): PerformerPresence => ({
  id,
  username,
  onlineStatus: 'live',
  chatKind: 'tip',
  viewers: 3,
  member: null,
  memberName: null,
  since: '2026-11-25T10:00:00.000Z',
});

let wall: PerformerPresence[] = [];
const server = setupServer(http.get('/api/wse/live', () => HttpResponse.json({ data: wall })));
let socket: FakeSocket;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setSocketFactory((url, options) => (socket = new FakeSocket(url, options)));
  setToken('tok-1');
});
afterEach(() => setSocketFactory());
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => <CoreAdminContext>{children}</CoreAdminContext>;

describe('useLiveCamsController', () => {
  it('reads the wall again when the socket connects, so a show that started before it did is not missed', async () => {
    wall = [presence(1, 'ada')];
    const { result } = renderHook(() => useLiveCamsController(), { wrapper });
    await waitFor(() => expect(result.current.shown.map((show) => show.username)).toEqual(['ada']));

    wall = [presence(1, 'ada'), presence(2, 'bea')];
    act(() => socket.receive('connect'));
    await waitFor(() => expect(result.current.shown.map((show) => show.username)).toEqual(['ada', 'bea']));
  });
});
