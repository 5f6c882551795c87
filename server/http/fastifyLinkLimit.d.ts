import type { LinkLimitStore } from './LinkLimitStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** The link routes' shared budget (set by `installRateLimit`). */
    linkLimitStore: LinkLimitStore;
  }
}
