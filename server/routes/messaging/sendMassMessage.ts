import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { JobView } from '../../../contract/jobs/jobApi';
import type { sendMessageBody } from '../../../contract/messaging/messagingApi';
import type { Principal } from '../../auth/Principal';
import { ApiError } from '../../http/ApiError';
import { writeAudit } from '../../trail/writeAudit';
import { countAudience } from './countAudience';
import { MASS_MESSAGE } from '../../../contract/jobs/jobKinds';
import { messageSender } from './messageSender';
import type { MassMessageData } from './runMassMessage';

/**
 * Queues a mass message once the count the person confirmed still holds (a 409 naming both counts when it
 * moved), audited `message.send`; the same for POST /messaging/send and its forwarded form.
 */
export async function sendMassMessage(
  app: FastifyInstance,
  principal: Principal,
  { audience, subject, body, expectedCount }: z.infer<typeof sendMessageBody>,
): Promise<{ job: JobView }> {
  const { includeMigrated } = messageSender(principal, audience);
  const audienceCount = await countAudience(app.db, audience, includeMigrated);
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
}
