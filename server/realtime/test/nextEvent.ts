import type { Socket } from 'socket.io-client';

/**
 * The payload of the next `event` on the socket; rejects after `timeoutMs`.
 *
 * @example
 * const { token } = await nextEvent<{ token: string }>(socket, 'token-expired', 5000);
 */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${event}' within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
