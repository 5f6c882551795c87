import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { chatRoutes } from './chatRoutes';
import { deploymentStatusRoute } from './deploymentStatusRoute';
import type { RealtimeRoute } from './RealtimeRoute';

/**
 * Every request/reply path of the socket; exposed as `app.realtimeRoutes` so tests can walk them all.
 *
 * @example
 * const routes = realtimeRoutes(app, io, 'host-1234');
 */
export function realtimeRoutes(app: FastifyInstance, io: Server, instanceId: string): RealtimeRoute[] {
  return [deploymentStatusRoute(app, io, instanceId), ...chatRoutes(app, io)];
}
