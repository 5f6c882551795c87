import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll } from 'vitest';
import { connectTestClient } from './connectTestClient';
import { sharedTestServer } from './sharedTestServer';

/**
 * The worker's shared test app listening on loopback ({@link sharedTestServer}), handed to the file before its
 * tests; `connect` opens a socket client that is closed after each test. `onReady` receives the app.
 *
 * @example
 * let app: FastifyInstance;
 * const server = socketTestServer((built) => (app = built));
 * const socket = await server.connect(await tokenFor(app, 'admin'));
 */
export function socketTestServer(onReady: (app: FastifyInstance) => void) {
  let url = '';
  const opened: Socket[] = [];
  beforeAll(async () => {
    const server = await sharedTestServer();
    url = server.url;
    onReady(server.app);
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  return {
    connect: async (token: string | undefined) => {
      const socket = await connectTestClient(url, token);
      opened.push(socket);
      return socket;
    },
  };
}
