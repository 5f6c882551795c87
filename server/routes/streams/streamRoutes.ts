import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STREAM_SORTS,
  STREAMS_ROLE,
  streamListResponse,
  streamStopBody,
  streamStopResponse,
} from '../../../contract/tech/streamsApi';
import { performers } from '../../db/schema/platformUsers';
import { streams } from '../../db/schema/streams';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { intParam } from '../../http/queryParams';
import { writeAudit } from '../../trail/writeAudit';
import { writeSysLog } from '../../trail/writeSysLog';
import { setPresence } from '../live/setPresence';
import { followStreams } from './followStreams';
import { reconcileStreams } from './reconcileStreams';
import { openStreamOf, openStreams } from './streamViews';

const listQuery = z
  .object({
    page: intParam(1).default(1),
    perPage: intParam(1, 200).default(25),
    sort: z.enum(STREAM_SORTS).default('startedAt'),
    order: z.enum(['ASC', 'DESC']).default('DESC'),
    server: z.string().min(1).max(100).optional(),
  })
  .strict();

/**
 * Streams (docs/API.md "Streams"): the demo platform's open video streams, and stopping one with a reason, which
 * takes its performer offline (off the live wall too). Every change of a performer's presence goes out to
 * VIEW_STREAMS sockets as `stream-update`.
 */
export async function streamRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  followStreams(app);
  app.addHook('onReady', async () => {
    await reconcileStreams(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'bringing the streams in line with the performers failed'),
    );
  });

  api.get(
    '/wse/streams',
    {
      schema: { querystring: listQuery, response: { 200: streamListResponse } },
      config: { access: STREAMS_ROLE },
    },
    async (request) => openStreams(app.db, request.query),
  );

  api.post(
    '/wse/streams/:id/stop',
    {
      schema: { params: idParams, body: streamStopBody, response: { 200: streamStopResponse } },
      config: {
        access: STREAMS_ROLE,
        sample: () => ({ url: '/api/wse/streams/1/stop', body: { reason: 'Stream shows a test card' } }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const actor = principalOf(request);
      const { stopped, presence } = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ stream: streams, username: performers.username })
          .from(streams)
          .innerJoin(performers, eq(performers.id, streams.performer))
          .where(eq(streams.id, id))
          .for('update');
        if (!row) throw notFound(`Stream ${id}`);
        if (row.stream.endedAt)
          throw new ApiError(409, 'CONFLICT', `${row.username}'s stream has already ended.`);
        const { performer, server } = row.stream;
        const open = (await openStreamOf(tx, performer))!;
        const endedAt = new Date();
        await tx.update(streams).set({ endedAt, endReason: reason }).where(eq(streams.id, id));
        const offline = await setPresence(app, performer, { onlineStatus: 'offline' }, tx);
        await writeAudit(tx, {
          actor: actor.account,
          action: 'stream.stopped',
          target: `performer:${performer}`,
          before: { stream: id, server, onlineStatus: open.onlineStatus },
          after: { onlineStatus: 'offline', reason },
          save: actor.save,
        });
        await writeSysLog(tx, {
          level: 'warn',
          source: 'streams',
          message: `${actor.account.username} stopped ${row.username}'s stream on ${server}: ${reason}`,
          meta: { stream: id, performer, server, by: actor.account.username, reason },
        });
        return {
          stopped: { ...open, endedAt: endedAt.toISOString(), endReason: reason },
          presence: offline!,
        };
      });
      // The live wall follows, and with it the streams list (followStreams).
      app.events.emit('live-update', presence);
      return { data: stopped };
    },
  );
}
