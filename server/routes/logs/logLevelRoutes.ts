import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logsLevelBody, logsLevelParams, logsLevels, loggerLevel } from '../../../contract/tech/logsLevels';
import { z } from 'zod';
import { logLevels } from '../../db/schema/logLevels';
import { principalOf } from '../../http/accessControl';
import { applyStoredLevels } from '../../logs/applyStoredLevels';
import { writeAudit } from '../../trail/writeAudit';
import { writeSysLog } from '../../trail/writeSysLog';

/**
 * Log connect and level (docs/API.md "Logs"): GET /log/level lists the server's loggers with their level now,
 * PUT /log/level/:logger sets one at once (pino's logger.level, no restart), stores it for the next start,
 * audits it and writes a `log-level` line (which other instances follow). Both need VIEW_ACTIVITY.
 */
export async function logLevelRoutes(app: FastifyInstance): Promise<void> {
  await applyStoredLevels(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const described = async () => {
    const stored = new Map((await app.db.select().from(logLevels)).map((row) => [row.logger, row]));
    return app.loggers.levels().map(({ logger, level }) => {
      const row = stored.get(logger);
      return {
        logger,
        level,
        changedBy: row?.changedBy ?? null,
        changedAt: row?.changedAt.toISOString() ?? null,
      };
    });
  };

  api.get(
    '/log/level',
    { schema: { response: { 200: logsLevels } }, config: { access: 'VIEW_ACTIVITY', sample: () => ({}) } },
    async () => ({ data: await described() }),
  );

  api.put(
    '/log/level/:logger',
    {
      schema: {
        params: logsLevelParams,
        body: logsLevelBody,
        response: { 200: z.object({ data: loggerLevel }) },
      },
      config: {
        access: 'VIEW_ACTIVITY',
        sample: () => ({ url: '/api/log/level/realtime', body: { level: 'info' } }),
      },
    },
    async (request) => {
      const { account } = principalOf(request);
      const { logger } = request.params;
      const { level } = request.body;
      const before = app.loggers.levels().find((entry) => entry.logger === logger)?.level;
      await app.db.transaction(async (tx) => {
        await tx
          .insert(logLevels)
          .values({ logger, level, changedBy: account.username })
          .onConflictDoUpdate({
            target: logLevels.logger,
            set: { level, changedBy: account.username, changedAt: new Date() },
          });
        await writeAudit(tx, {
          actor: account,
          action: 'log.level',
          target: `logger:${logger}`,
          before: { level: before },
          after: { level },
        });
        await writeSysLog(tx, {
          level: 'info',
          source: 'log-level',
          message: `Log level of ${logger} set to ${level} by ${account.username} (was ${before}).`,
          meta: { logger, level, by: account.username },
        });
      });
      app.loggers.setLevel(logger, level);
      const data = (await described()).find((entry) => entry.logger === logger);
      if (!data) throw new Error(`The logger ${logger} vanished.`);
      return { data };
    },
  );
}
