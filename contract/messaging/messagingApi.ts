import { z } from 'zod';
import { JOB_STATUSES } from '../jobs/jobApi';

const day = z
  .string()
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Expected a real date');
/** The user states (resources/choices.ts `userState`; contract sits below resources, so they are repeated). */
export const AUDIENCE_STATES = ['active', 'inactive', 'pending', 'blocked', 'deleted'] as const;

export const RECIPIENT_KINDS = ['members', 'performers'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** Who a mass message goes to: every member or performer matching all the filters given. */
export const messageAudience = z
  .object({
    recipients: z.enum(RECIPIENT_KINDS),
    site: z.number().int().positive().max(2147483647).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
      .optional(),
    state: z.enum(AUDIENCE_STATES).optional(),
    lastLoginBefore: day.optional(),
    lastLoginAfter: day.optional(),
  })
  .strict();
export type MessageAudience = z.infer<typeof messageAudience>;

export const messageContent = z
  .object({
    subject: z.string().trim().min(3, 'At least 3 characters').max(150, 'At most 150 characters'),
    body: z.string().trim().min(3, 'At least 3 characters').max(5000, 'At most 5000 characters'),
  })
  .strict();

export const audienceCountBody = z.object({ audience: messageAudience }).strict();
export const audienceCountResponse = z.object({ count: z.number().int() });

/** What the person confirmed: the audience and the count they were shown, which must still hold. */
export const sendMessageBody = messageContent
  .extend({ audience: messageAudience, expectedCount: z.number().int().min(0).max(2147483647) })
  .strict();

export const messageJob = z.object({
  id: z.number().int(),
  status: z.enum(JOB_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
});

export const MESSAGE_OUTCOMES = ['sent'] as const;

/** One page of a job's deliveries, by recipient id; `next` asks for the following page. */
export const deliveriesResponse = z.object({
  data: z.array(
    z.object({
      recipient: z.number().int(),
      outcome: z.enum(MESSAGE_OUTCOMES),
      at: z.string(),
    }),
  ),
  next: z.number().int().nullable(),
});
