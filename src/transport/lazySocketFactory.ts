import type { SocketFactory, SocketLike, SocketOptions } from './socketClient';

interface Io {
  (options: SocketOptions): unknown;
  (url: string, options: SocketOptions): unknown;
}

/**
 * Makes sockets whose client library is fetched on first use, so no page pays for socket.io before it opens a
 * socket. Calls made while the library loads are replayed on the real socket in order; a socket closed before
 * then is never opened.
 *
 * @example
 * const factory = lazySocketFactory(() => import('socket.io-client'));
 */
export function lazySocketFactory(load: () => Promise<{ io: Io }>): SocketFactory {
  return (url, options) => {
    let real: SocketLike | null = null;
    let closed = false;
    const pending: ((socket: SocketLike) => void)[] = [];
    const run = (call: (socket: SocketLike) => void) => (real ? call(real) : pending.push(call));
    const placeholder = { opts: options };

    void load().then(({ io }) => {
      if (closed) return;
      real = (url ? io(url, options) : io(options)) as SocketLike;
      pending.splice(0).forEach((call) => call(real!));
    });

    return {
      get connected() {
        return real?.connected ?? false;
      },
      get io() {
        return real?.io ?? placeholder;
      },
      on: (event, handler) => run((socket) => socket.on(event, handler)),
      off: (event, handler) => run((socket) => socket.off(event, handler)),
      emit: (event, ...args) => run((socket) => socket.emit(event, ...args)),
      connect: () => run((socket) => socket.connect()),
      disconnect: () => {
        closed = !real;
        run((socket) => socket.disconnect());
      },
    };
  };
}
