import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobResponse } from '../../../contract/jobs/jobApi';
import {
  audienceCountBody,
  audienceCountResponse,
  deliveriesResponse,
  sendMessageBody,
} from '../../../contract/messaging/messagingApi';
import { MESSAGING_ROLES } from '../../../contract/messaging/messagingRoles';
import { principalOf } from '../../http/accessControl';
import { notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { intParam } from '../../http/queryParams';
import { messageDeliveries } from '../../db/schema/messaging';
import { countAudience } from './countAudience';
import { MASS_MESSAGE } from '../../../contract/jobs/jobKinds';
import { defineMassMessage } from './massMessageJob';
import { messageSender } from './messageSender';
import { MESSAGING_SAMPLE } from './messagingSample';
import type { MassMessageData } from './runMassMessage';
import { sendMassMessage } from './sendMassMessage';

const ROLES = Object.values(MESSAGING_ROLES);
const deliveriesQuery = z.object({ after: intParam(0).optional(), limit: intParam(1, 500).optional() });

/**
 * Mass messaging (docs/API.md "Messaging"): count an audience, send it a message as a job once the count the
 * person confirmed still holds, and read each recipient's outcome.
 */
export async function messagingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  defineMassMessage(app);

  api.post(
    '/messaging/count',
    {
      schema: { body: audienceCountBody, response: { 200: audienceCountResponse } },
      config: {
        access: ROLES,
        sample: () => ({ url: '/api/messaging/count', body: MESSAGING_SAMPLE.count }),
      },
    },
    async (request) => {
      const { audience } = request.body;
      const { includeMigrated } = messageSender(principalOf(request), audience);
      return { count: await countAudience(app.db, audience, includeMigrated) };
    },
  );

  api.post(
    '/messaging/send',
    {
      schema: { body: sendMessageBody, response: { 200: jobResponse } },
      config: { access: ROLES, sample: () => ({ url: '/api/messaging/send', body: MESSAGING_SAMPLE.send }) },
    },
    (request) => sendMassMessage(app, principalOf(request), request.body),
  );

  api.get(
    '/messaging/jobs/:id/deliveries',
    {
      schema: { params: idParams, querystring: deliveriesQuery, response: { 200: deliveriesResponse } },
      config: { access: ROLES, sample: () => ({ url: '/api/messaging/jobs/1/deliveries' }) },
    },
    async (request) => {
      const job = await app.jobs.get(request.params.id);
      const audience = (job?.data as MassMessageData | undefined)?.audience;
      if (job?.kind !== MASS_MESSAGE || !audience) throw notFound(`Message job ${request.params.id}`);
      messageSender(principalOf(request), audience);
      const { after = 0, limit = 100 } = request.query;
      const rows = await app.db
        .select()
        .from(messageDeliveries)
        .where(
          and(
            eq(messageDeliveries.job, job.id),
            eq(messageDeliveries.recipientKind, audience.recipients),
            gt(messageDeliveries.recipient, after),
          ),
        )
        .orderBy(asc(messageDeliveries.recipient))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        data: page.map((row) => ({
          recipient: row.recipient,
          outcome: row.outcome as 'sent',
          at: row.createdAt.toISOString(),
        })),
        next: rows.length > limit ? page[page.length - 1]!.recipient : null,
      };
    },
  );
}
