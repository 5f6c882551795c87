import type { FastifyInstance } from 'fastify';
import type { Access, RouteSample } from './Access';

export interface RouteEntry {
  method: string;
  url: string;
  /** `undefined` when the route declared none: it answers 403 to everyone. */
  access: Access | undefined;
  sample: (() => RouteSample) | undefined;
}

/**
 * Every route the app has, with its access rule and a sample request when the route offers one.
 *
 * @example
 * for (const route of listRoutes(app)) await app.inject({ method: route.method, url: route.url });
 */
export function listRoutes(app: FastifyInstance): readonly RouteEntry[] {
  return app.routeTable;
}
