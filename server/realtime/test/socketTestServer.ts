import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildTestApp } from '../../test/testApp';
import { connectTestClient } from './connectTestClient';
import { listenOnLoopback } from './listenOnLoopback';

/**
 * A test file's app listening on loopback, built before its tests and closed after them; `connect` opens a socket
 * client that is closed after each test. `onReady` receives the app once it is built.
 *
 * @example
 * let app: FastifyInstance;
 * const server = socketTestServer((built) => (app = built));
 * const socket = await server.connect(await tokenFor(app, 'admin'));
 */
export function socketTestServer(onReady: (app: FastifyInstance) => void) {
  let app: FastifyInstance | undefined;
  let url = '';
  const opened: Socket[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
    url = await listenOnLoopback(app);
    onReady(app);
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(() => app?.close());
  return {
    connect: async (token: string | undefined) => {
      const socket = await connectTestClient(url, token);
      opened.push(socket);
      return socket;
    },
  };
}
