import type { RealtimeRoute } from './RealtimeRoute';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket's request/reply paths (set by `attachRealtime`). */
    realtimeRoutes: readonly RealtimeRoute[];
  }
}
