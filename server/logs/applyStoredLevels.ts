import type { FastifyInstance } from 'fastify';
import { LOG_LEVELS, LOGGER_NAMES } from '../../contract/tech/logsLevels';
import { logLevels } from '../db/schema/logLevels';

/**
 * Sets each logger to the level an operator stored for it (a restart keeps the change), and follows the
 * `log-level` lines of sys_log, so a change made on another instance applies here at once too.
 *
 * @example
 * await applyStoredLevels(app);
 */
export async function applyStoredLevels(app: FastifyInstance): Promise<void> {
  const apply = (logger: unknown, level: unknown) => {
    const name = LOGGER_NAMES.find((known) => known === logger);
    const wanted = LOG_LEVELS.find((known) => known === level);
    if (name && wanted) app.loggers.setLevel(name, wanted);
  };
  for (const row of await app.db.select().from(logLevels)) apply(row.logger, row.level);
  app.events.on('sys-log', (line) => {
    if (line.source === 'log-level') apply(line.meta.logger, line.meta.level);
  });
}
