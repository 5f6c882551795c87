import { afterEach, beforeEach } from 'vitest';
import { setSocketFactory } from '../socketClient';
import { FakeSocket } from './FakeSocket';

/**
 * The fake sockets the socket client opens in each test, oldest first: the fake factory is set before each test
 * and the real one put back after it. Call it once at the top of a test file.
 *
 * @example
 * const sockets = recordFakeSockets();
 * it('connects', () => { getSocket(); expect(sockets).toHaveLength(1); });
 */
export function recordFakeSockets(): FakeSocket[] {
  const sockets: FakeSocket[] = [];
  beforeEach(() => {
    sockets.length = 0;
    setSocketFactory((url, options) => {
      const socket = new FakeSocket(url, options);
      sockets.push(socket);
      return socket;
    });
  });
  afterEach(() => setSocketFactory());
  return sockets;
}
