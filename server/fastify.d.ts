import type { Principal } from './auth/Principal';
import type { BackgroundWork } from './BackgroundWork';
import type { Cache } from './cache/Cache';
import type { EdgeCache } from './cdn/EdgeCache';
import type { Config } from './config';
import type { Db } from './db/Db';
import type { ServerEvents } from './events';
import type { Access, RouteSample } from './http/Access';
import type { RouteEntry } from './http/routeTable';
import type { JobQueue } from './jobs/JobQueue';
import type { ServerLoggers } from './logs/ServerLoggers';
import type { Settings } from './settings/Settings';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    sample?: () => RouteSample;
  }
  interface FastifyInstance {
    db: Db;
    config: Config;
    events: ServerEvents;
    background: BackgroundWork;
    jobs: JobQueue;
    /** Settings from System configuration, typed by the catalogue (server/settings/Settings.ts). */
    settings: Settings;
    cache: Cache;
    cdn: EdgeCache;
    routeTable: RouteEntry[];
    /** The server's named loggers and their levels (server/logs/ServerLoggers.ts). */
    loggers: ServerLoggers;
  }
  interface FastifyRequest {
    /** The signed-in account, or null on a public route called without a valid token. */
    principal: Principal | null;
  }
}
