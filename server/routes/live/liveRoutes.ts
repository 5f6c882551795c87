import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IN_SHOW,
  ONLINE_STATUSES,
  liveActionBody,
  livePresenceResponse,
  performerPresence,
} from '../../../contract/live/presence';
import type { Db } from '../../db/Db';
import { kicks } from '../../db/schema/moderation';
import { performers } from '../../db/schema/platformUsers';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { writeAudit } from '../../trail/writeAudit';
import { presenceOf } from './presenceOf';
import { setPresence } from './setPresence';
import { startLiveActivity } from './startLiveActivity';

const oneResponse = z.object({ data: performerPresence });
const sampleBody = { reason: 'Breaking the house rules' };

/**
 * The live wall (docs/API.md "Support and moderation"): who is online and in which show, and the two things staff
 * do to a show, each with a reason, audited, and pushed to every wall at once: end it, or kick its member (which
 * the kick log then lists). Outside production, POST /wse/simulate/presence moves a performer, as the platform's
 * own status feed would.
 */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/wse/live',
    {
      schema: { response: { 200: livePresenceResponse } },
      config: { access: 'VIEW_LIVE_CAMS' },
    },
    async () => ({ data: await presenceOf(app.db) }),
  );

  const locked = async (id: number, tx: Db) => {
    const [performer] = await tx.select().from(performers).where(eq(performers.id, id)).for('update');
    if (!performer) throw notFound(`Performer ${id}`);
    if (!IN_SHOW.includes(performer.onlineStatus))
      throw new ApiError(409, 'CONFLICT', `${performer.username} is not in a show now.`);
    return performer;
  };

  api.post(
    '/wse/live/:id/end',
    {
      schema: { params: idParams, body: liveActionBody, response: { 200: oneResponse } },
      config: { access: 'VIEW_LIVE_CAMS', sample: () => ({ url: '/api/wse/live/1/end', body: sampleBody }) },
    },
    async (request) => {
      const { id } = request.params;
      const actor = principalOf(request);
      const presence = await app.db.transaction(async (tx) => {
        const performer = await locked(id, tx);
        const ended = await setPresence(app, id, { onlineStatus: 'online' }, tx);
        await writeAudit(tx, {
          actor: actor.account,
          action: 'performer.show-ended',
          target: `performer:${id}`,
          before: { onlineStatus: performer.onlineStatus, chatKind: performer.chatKind },
          after: { onlineStatus: 'online', reason: request.body.reason },
          save: actor.save,
        });
        return ended!;
      });
      app.events.emit('live-update', presence);
      return { data: presence };
    },
  );

  api.post(
    '/wse/live/:id/kick',
    {
      schema: { params: idParams, body: liveActionBody, response: { 200: oneResponse } },
      config: { access: 'VIEW_LIVE_CAMS', sample: () => ({ url: '/api/wse/live/1/kick', body: sampleBody }) },
    },
    async (request) => {
      const { id } = request.params;
      const actor = principalOf(request);
      const presence = await app.db.transaction(async (tx) => {
        const performer = await locked(id, tx);
        if (performer.liveMember === null)
          throw new ApiError(409, 'CONFLICT', `No member is in ${performer.username}'s show to kick.`);
        await tx.insert(kicks).values({
          performer: id,
          member: performer.liveMember,
          kickedBy: actor.account.username,
          reason: request.body.reason,
        });
        const left = await setPresence(
          app,
          id,
          {
            onlineStatus: performer.onlineStatus as (typeof ONLINE_STATUSES)[number],
            chatKind: performer.chatKind,
            viewers: Math.max(0, performer.viewers - 1),
            member: null,
          },
          tx,
        );
        await writeAudit(tx, {
          actor: actor.account,
          action: 'performer.kick',
          target: `performer:${id}`,
          before: { liveMember: performer.liveMember },
          after: { liveMember: null, reason: request.body.reason },
          save: actor.save,
        });
        return left!;
      });
      app.events.emit('live-update', presence);
      return { data: presence };
    },
  );

  startLiveActivity(app);
  if (app.config.nodeEnv === 'production') return;
  api.post(
    '/wse/simulate/presence',
    {
      schema: {
        body: z
          .object({
            performer: z.number().int(),
            onlineStatus: z.enum(ONLINE_STATUSES),
            chatKind: z.string().nullable().optional(),
            viewers: z.number().int().min(0).optional(),
            member: z.number().int().nullable().optional(),
          })
          .strict(),
        response: { 200: oneResponse },
      },
      config: {
        access: 'VIEW_LIVE_CAMS',
        sample: () => ({ url: '/api/wse/simulate/presence', body: { performer: 1, onlineStatus: 'online' } }),
      },
    },
    async (request) => {
      const { performer, ...change } = request.body;
      const [known] = await presenceOf(app.db, [performer]);
      if (!known) throw notFound(`Performer ${performer}`);
      return { data: (await setPresence(app, performer, change))! };
    },
  );
}
