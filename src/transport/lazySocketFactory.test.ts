import { describe, expect, it, vi } from 'vitest';
import { lazySocketFactory } from './lazySocketFactory';
import type { SocketOptions } from './socketClient';
import { FakeSocket } from './testing/FakeSocket';

const options: SocketOptions = { transports: ['websocket'], reconnection: true, query: { token: 't' } };

/** A socket.io stand-in that arrives when the test says so. */
function fakeLibrary() {
  const opened: FakeSocket[] = [];
  let arrive = () => {};
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  const io = (first: string | SocketOptions, second?: SocketOptions) => {
    const socket =
      typeof first === 'string' ? new FakeSocket(first, second!) : new FakeSocket(undefined, first);
    opened.push(socket);
    return socket;
  };
  return { opened, arrive, factory: lazySocketFactory(() => loaded.then(() => ({ io }))) };
}

describe('lazily loaded socket', () => {
  it('replays listeners and emits made while socket.io loads, in order, on the real socket', async () => {
    const library = fakeLibrary();
    const socket = library.factory('wss://rt.example.com', options);
    const handler = vi.fn();
    socket.on('session', handler);
    socket.emit('activity');
    expect(socket.connected).toBe(false);
    expect(socket.io.opts.query).toEqual({ token: 't' });
    expect(library.opened).toHaveLength(0);

    library.arrive();
    await vi.waitFor(() => expect(library.opened).toHaveLength(1));
    const real = library.opened[0]!;
    expect(real.url).toBe('wss://rt.example.com');
    expect(real.emitted).toEqual([{ event: 'activity', args: [] }]);
    real.receive('session', { ok: true });
    expect(handler).toHaveBeenCalledWith({ ok: true });
    expect(socket.connected).toBe(true);
    socket.io.opts.query = { token: 'u' };
    expect(real.io.opts.query).toEqual({ token: 'u' });
  });

  it('never opens a socket closed before socket.io arrived; closes one opened since', async () => {
    const library = fakeLibrary();
    library.factory(undefined, options).disconnect();
    const other = library.factory(undefined, options);
    library.arrive();
    await vi.waitFor(() => expect(library.opened).toHaveLength(1));
    await Promise.resolve();
    expect(library.opened).toHaveLength(1);
    expect(library.opened[0]!.url).toBeUndefined();
    other.disconnect();
    expect(library.opened[0]!.disconnected).toBe(true);
  });
});
