import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StoreContextProvider, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatLine } from '../../../contract/chat/chatRoom';
import { setToken } from '../../auth/tokenStore';
import { clearCallError } from '../../transport/callState';
import { setSocketFactory } from '../../transport/socketClient';
import { FakeSocket } from '../../transport/testing/FakeSocket';
import { useChatRoomController } from './useChatRoomController';

let socket: FakeSocket;

beforeEach(() => {
  setSocketFactory((url, options) => (socket = new FakeSocket(url, options)));
  setToken('tok-1');
});
afterEach(() => {
  setSocketFactory();
  clearCallError();
});

type Request = { path: string; payload: Record<string, unknown> };
const requests = (path: string) =>
  socket.emitted
    .filter((entry) => entry.event === 'request' && (entry.args[0] as Request).path === path)
    .map((entry) => ({ ...(entry.args[0] as Request), ack: entry.args[1] as (reply: unknown) => void }));
const line = (id: number, message: string, clientId: string | null = null): ChatLine => ({
  id,
  room: 'lobby',
  username: 'admin',
  message,
  createdAt: '2026-11-25T10:00:00.000Z',
  clientId,
});

function renderRoom() {
  const store = memoryStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreContextProvider value={store}>{children}</StoreContextProvider>
  );
  return renderHook(() => useChatRoomController('lobby'), { wrapper });
}

async function joinWith(messages: ChatLine[], join = requests('/wse/chat/join').length) {
  await waitFor(() => expect(requests('/wse/chat/join')).toHaveLength(join));
  act(() =>
    requests('/wse/chat/join')[join - 1]!.ack({
      status: 200,
      data: { room: 'lobby', present: [], messages },
    }),
  );
}

describe('useChatRoomController', () => {
  it('keeps a line whose reply was lost and sends it again with the same id after reconnecting, shown once', async () => {
    const { result } = renderRoom();
    await joinWith([line(1, 'history')], 1);
    await waitFor(() => expect(result.current.joined).toBe(true));

    act(() => result.current.send('are you there?'));
    await waitFor(() => expect(requests('/wse/chat/message')).toHaveLength(1));
    const [first] = requests('/wse/chat/message');
    expect(result.current.outbox).toEqual([{ clientId: first!.payload.clientId, message: 'are you there?' }]);

    act(() => {
      socket.connected = false;
      socket.receive('disconnect');
    });
    expect(result.current.status).toBe('reconnecting');
    act(() => result.current.send('written offline'));
    expect(requests('/wse/chat/message')).toHaveLength(1);
    expect(result.current.outbox.map((item) => item.message)).toEqual(['are you there?', 'written offline']);

    act(() => {
      socket.connected = true;
      socket.receive('connect');
    });
    await joinWith([line(1, 'history'), line(2, 'are you there?', first!.payload.clientId as string)], 2);
    await waitFor(() => expect(requests('/wse/chat/message')).toHaveLength(2));
    const resent = requests('/wse/chat/message')[1]!;
    // The joined history held the lost line already, so only the offline one is still to send.
    expect(resent.payload).toMatchObject({ message: 'written offline' });
    act(() =>
      resent.ack({ status: 200, data: line(3, 'written offline', resent.payload.clientId as string) }),
    );
    await waitFor(() => expect(result.current.outbox).toEqual([]));
    act(() => socket.receive('chat-message', line(3, 'written offline', resent.payload.clientId as string)));
    expect(result.current.lines.map((shown) => shown.message)).toEqual([
      'history',
      'are you there?',
      'written offline',
    ]);
  });

  it('keeps a refused line with the reason, and sends it again on retry', async () => {
    const { result } = renderRoom();
    await joinWith([], 1);
    await waitFor(() => expect(result.current.joined).toBe(true));
    act(() => result.current.send('hello'));
    await waitFor(() => expect(requests('/wse/chat/message')).toHaveLength(1));
    act(() =>
      requests('/wse/chat/message')[0]!.ack({
        status: 400,
        error: {
          code: 'VALIDATION',
          message: 'Join the room first',
          fields: { room: 'Join the room first' },
        },
      }),
    );
    await waitFor(() => expect(result.current.outbox[0]?.problem).toBe('Join the room first'));

    act(() => result.current.retry(result.current.outbox[0]!.clientId));
    await waitFor(() => expect(requests('/wse/chat/message')).toHaveLength(2));
    expect(requests('/wse/chat/message')[1]!.payload.clientId).toBe(
      requests('/wse/chat/message')[0]!.payload.clientId,
    );
  });

  it('keeps why the room could not be joined, and joins on rejoin', async () => {
    const { result } = renderRoom();
    await waitFor(() => expect(requests('/wse/chat/join')).toHaveLength(1));
    act(() =>
      requests('/wse/chat/join')[0]!.ack({
        status: 500,
        error: { code: 'INTERNAL', message: 'Chat unavailable' },
      }),
    );
    await waitFor(() => expect(result.current.problem).toBe('Chat unavailable'));
    expect(result.current.joined).toBe(false);

    act(() => result.current.rejoin());
    expect(result.current.problem).toBeNull();
    await joinWith([line(1, 'hello')], 2);
    await waitFor(() => expect(result.current.joined).toBe(true));
    expect(result.current.lines.map((shown) => shown.message)).toEqual(['hello']);
  });

  it('shows only the lines and presence of its own room', async () => {
    const { result } = renderRoom();
    await joinWith([], 1);
    act(() => {
      socket.receive('chat-message', { ...line(5, 'elsewhere'), room: 'other' });
      socket.receive('chat-presence', { room: 'lobby', present: [{ accountId: 2, username: 'support' }] });
      socket.receive('chat-presence', { room: 'other', present: [] });
    });
    expect(result.current.lines).toEqual([]);
    expect(result.current.present).toEqual([{ accountId: 2, username: 'support' }]);
  });
});
