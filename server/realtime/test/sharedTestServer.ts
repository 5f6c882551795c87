import type { FastifyInstance } from 'fastify';
import { sharedTestApp } from '../../test/sharedTestApp';
import { listenOnLoopback } from './listenOnLoopback';

let listening: { app: FastifyInstance; url: Promise<string> } | undefined;

/**
 * The worker's shared test app ({@link sharedTestApp}), listening on loopback for socket clients: it starts
 * listening once, for the first file that asks; `url` is its base URL.
 *
 * @example
 * const { app, url } = await sharedTestServer();
 */
export async function sharedTestServer(): Promise<{ app: FastifyInstance; url: string }> {
  const app = await sharedTestApp();
  if (listening?.app !== app) listening = { app, url: listenOnLoopback(app) };
  return { app, url: await listening.url };
}
