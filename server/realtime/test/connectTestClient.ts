import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * Opens a socket.io client the way the dashboard does (websocket only, token in the query); resolves once
 * connected, rejects with the `connect_error`.
 *
 * @example
 * const socket = await connectTestClient(url, token);
 */
export function connectTestClient(
  url: string,
  token: string | undefined,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token === undefined ? {} : { query: { token } }),
    ...options,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
