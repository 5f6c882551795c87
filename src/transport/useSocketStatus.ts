import { useEffect, useState } from 'react';
import { getSocket, onSocketEvent } from './socketClient';

/** `connecting`: not connected yet; `online`; `reconnecting`: the connection was lost and socket.io is retrying. */
export type SocketStatus = 'connecting' | 'online' | 'reconnecting';

/**
 * The realtime socket's connection as a page shows it; opens the socket if no page has yet.
 *
 * @example
 * const status = useSocketStatus(); // 'online'
 */
export function useSocketStatus(): SocketStatus {
  const [status, setStatus] = useState<SocketStatus>(() => (getSocket().connected ? 'online' : 'connecting'));
  useEffect(() => {
    const stops = [
      onSocketEvent('connect', () => setStatus('online')),
      onSocketEvent('disconnect', () => setStatus('reconnecting')),
    ];
    if (getSocket().connected) setStatus('online');
    return () => stops.forEach((stop) => stop());
  }, []);
  return status;
}
