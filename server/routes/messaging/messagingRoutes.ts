import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobResponse } from '../../../contract/jobs/jobApi';
import {
  audienceCountBody,
  audienceCountResponse,
  deliveriesResponse,
  sendMessageBody,
  type MessageAudience,
} from '../../../contract/messaging/messagingApi';
import { MESSAGING_ROLES } from '../../../contract/messaging/messagingRoles';
import type { Principal } from '../../auth/Principal';
import { principalOf } from '../../http/accessControl';
import { ApiError, lacksRole, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { intParam } from '../../http/queryParams';
import { messageDeliveries } from '../../db/schema/messaging';
import { writeAudit } from '../../trail/writeAudit';
import { audienceFilter } from './audienceFilter';
import { defineMassMessage, MASS_MESSAGE } from './massMessageJob';
import type { MassMessageData } from './runMassMessage';

const ROLES = Object.values(MESSAGING_ROLES);
const deliveriesQuery = z.object({ after: intParam(0).optional(), limit: intParam(1, 500).optional() });
const sample = { audience: { recipients: 'members', state: 'active' } };

/** The sender's role for these recipients, and whether migrated members are theirs to reach. */
function senderOf(principal: Principal, audience: MessageAudience) {
  if (!principal.roles.includes(MESSAGING_ROLES[audience.recipients])) throw lacksRole();
  return { includeMigrated: principal.roles.includes('SEARCH_MIGRATED_ACCOUNTS') };
}

/**
 * Mass messaging (docs/API.md "Messaging"): count an audience, send it a message as a job once the count the
 * person confirmed still holds, and read each recipient's outcome.
 */
export async function messagingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const countOf = async (audience: MessageAudience, includeMigrated: boolean) => {
    const { table, where } = audienceFilter(audience, includeMigrated);
    const [counted] = await app.db.select({ n: count() }).from(table).where(where);
    return counted?.n ?? 0;
  };

  defineMassMessage(app);

  api.post(
    '/messaging/count',
    {
      schema: { body: audienceCountBody, response: { 200: audienceCountResponse } },
      config: { access: ROLES, sample: () => ({ url: '/api/messaging/count', body: sample }) },
    },
    async (request) => {
      const { audience } = request.body;
      const { includeMigrated } = senderOf(principalOf(request), audience);
      return { count: await countOf(audience, includeMigrated) };
    },
  );

  api.post(
    '/messaging/send',
    {
      schema: { body: sendMessageBody, response: { 200: jobResponse } },
      config: {
        access: ROLES,
        sample: () => ({
          url: '/api/messaging/send',
          body: { ...sample, subject: 'Hello', body: 'A message for you', expectedCount: 0 },
        }),
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { audience, subject, body, expectedCount } = request.body;
      const { includeMigrated } = senderOf(principal, audience);
      const audienceCount = await countOf(audience, includeMigrated);
      if (audienceCount !== expectedCount)
        throw new ApiError(
          409,
          'CONFLICT',
          `The audience now counts ${audienceCount} recipients, not the ${expectedCount} confirmed; count again before sending.`,
          { current: { count: audienceCount } },
        );
      const data: MassMessageData = { audience, includeMigrated, subject, body };
      const job = await app.jobs.add(MASS_MESSAGE, data, principal.account);
      await writeAudit(app.db, {
        actor: principal.account,
        action: 'message.send',
        target: `job:${job.id}`,
        after: { audience, count: audienceCount, subject },
      });
      return { job };
    },
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
      senderOf(principalOf(request), audience);
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
