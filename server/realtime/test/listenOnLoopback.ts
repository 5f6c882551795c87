import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Starts a test app on 127.0.0.1 with a free port and returns its base URL.
 *
 * @example
 * const url = await listenOnLoopback(app); // 'http://127.0.0.1:40123'
 */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
