import { z } from 'zod';
import { messageAudience } from '../../../contract/messaging/messagingApi';

const jobData = z.object({ audience: messageAudience, subject: z.string() });
export type MassMessageJobData = z.infer<typeof jobData>;

/** What a mass message's job carries (its audience and subject), or null when it carries something else. */
export function massMessageJobData(data: unknown): MassMessageJobData | null {
  const parsed = jobData.safeParse(data);
  return parsed.success ? parsed.data : null;
}
