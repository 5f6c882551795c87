import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logsPage } from '../../../contract/tech/logsPage';
import { followJobLines } from '../../logs/followJobLines';
import { followSysLog } from '../../logs/followSysLog';
import { readSysLog } from '../../logs/readSysLog';
import { logsQuery } from './logsQuery';

/** What the Errors page shows: the server's own errors and warnings. */
const ERROR_LEVELS = ['error', 'warn'] as const;

/**
 * The system log (docs/API.md "Logs"): GET /wse/logs reads `sys_log` filtered and paged, GET /wse/logs/errors
 * its errors and warnings; both need VIEW_ACTIVITY (the pages are open, their data is not). New lines go out
 * live as the socket event `sys-log` (followSysLog).
 */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  await followSysLog(app);
  followJobLines(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/wse/logs',
    {
      schema: { querystring: logsQuery, response: { 200: logsPage } },
      config: {
        access: 'VIEW_ACTIVITY',
        sample: () => ({ query: { filter: '{"level":"info","q":"sign"}', limit: '5' } }),
      },
    },
    async (request) => {
      const { filter, ...page } = request.query;
      return readSysLog(app.db, { ...filter, ...page, levels: filter?.level ? [filter.level] : undefined });
    },
  );

  api.get(
    '/wse/logs/errors',
    {
      schema: { querystring: logsQuery, response: { 200: logsPage } },
      config: {
        access: 'VIEW_ACTIVITY',
        sample: () => ({ query: { filter: '{"source":"http"}', before: '1000' } }),
      },
    },
    async (request) => {
      const { filter, ...page } = request.query;
      const levels = ERROR_LEVELS.filter((kept) => !filter?.level || kept === filter.level);
      return readSysLog(app.db, { ...filter, ...page, levels });
    },
  );
}
