import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { assertNoDemoAccounts } from './db/assertNoDemoAccounts';
import { migrate } from './db/migrate';
import { openDatabase, type Database } from './db/openDatabase';
import { seedDatabase } from './db/seed/seed';
import { ServerEvents } from './events';
import { installAccessControl } from './http/accessControl';
import { installErrorHandling } from './http/installErrorHandling';
import { installInputGuard } from './http/installInputGuard';
import { installSecurityHeaders } from './http/installSecurityHeaders';
import { installRateLimit } from './http/installRateLimit';
import { ServerLoggers } from './logs/ServerLoggers';
import { parseQueryString } from './http/parseQueryString';
import { attachRealtime } from './realtime/attachRealtime';
import { zodValidatorCompiler } from './http/zodValidatorCompiler';
import { apiRoutes } from './routes/apiRoutes';
import { SERVED_RESOURCES } from './resources/servedResources';
import type { ServedResource } from './resources/ServedResource';
import { spaRoutes } from './routes/spa/spaRoutes';
import { BackgroundWork } from './BackgroundWork';
import { installJobs } from './jobs/installJobs';
import { Settings } from './settings/Settings';
import { settingsDefaults } from './settings/settingsDefaults';
import { installCache } from './cache/installCache';
import { installCdn } from './cdn/installCdn';

export interface BuildAppOptions {
  config: Config;
  /** An open database to use (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** The declared resources to serve; defaults to the server's registry (tests add fixtures). */
  resources?: readonly ServedResource[];
  /** Seed demo data into an empty database; defaults to true outside production. */
  seed?: boolean;
}

/**
 * The whole server as a Fastify app: migrated database, API under /api, the dashboard, socket.io, security
 * headers.
 * It does not listen; `server.ts` does, tests use `inject`.
 *
 * @example
 * const app = await buildApp({ config: loadConfig() });
 * await app.listen({ host: app.config.host, port: app.config.port });
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await migrate(database.db);
    if (options.seed ?? config.nodeEnv !== 'production') {
      await seedDatabase(database.db, {
        scale: config.seedScale,
        argon2: config.argon2,
        publicUrl: config.publicUrl,
      });
    }
    if (config.nodeEnv === 'production') await assertNoDemoAccounts(database.db);
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }

  const background = new BackgroundWork();
  const loggers = new ServerLoggers(config, database.db, background);
  const app = Fastify({
    loggerInstance: loggers.fastifyLogger,
    childLoggerFactory: loggers.requestLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQueryString },
  });
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('events', new ServerEvents());
  app.decorate('loggers', loggers);
  app.decorate('background', background);
  app.decorate('settings', new Settings(database.db, settingsDefaults(config)));
  app.addHook('preClose', () => app.background.settled());
  if (!options.database) app.addHook('onClose', () => database.close());

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await installSecurityHeaders(app);
  installAccessControl(app);
  installJobs(app);
  installCache(app);
  installInputGuard(app);
  await installRateLimit(app);
  installCdn(app);
  await app.register(apiRoutes, { prefix: '/api', resources: options.resources ?? SERVED_RESOURCES });
  await app.register(spaRoutes);
  await attachRealtime(app);
  return app;
}
