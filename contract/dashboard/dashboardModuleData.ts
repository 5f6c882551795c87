import { z } from 'zod';

const cents = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /dashboard/signups-today: members created today, the Europe/Amsterdam day. */
export const signupsTodayResponse = z.object({ day, count: z.number().int() });

/**
 * GET /dashboard/revenue-today: member payments today so far, in cents, against the same weekday last week up to
 * the same time of day (and its whole day).
 */
export const revenueTodayResponse = z.object({
  day,
  today: cents,
  lastWeekDay: day,
  lastWeekSoFar: cents,
  lastWeekTotal: cents,
});

/** GET /dashboard/media-queue: media waiting for moderation, those a moderator holds now, and the oldest's age. */
export const mediaQueueResponse = z.object({
  pending: z.number().int(),
  claimed: z.number().int(),
  oldestAt: z.string().nullable(),
});

/** GET /dashboard/payouts-due: payouts calculated and not finalised, newest period first, with their sums. */
export const payoutsDueResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      interval: z.string(),
      periodStart: day,
      periodEnd: day,
      validated: z.boolean(),
      invoices: z.number().int(),
      amount: cents,
    }),
  ),
  total: cents,
});

/** GET /dashboard/audit-events: the latest audit entries, newest first. */
export const auditEventsResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      actor: z.string(),
      action: z.string(),
      target: z.string(),
    }),
  ),
});

export type SignupsToday = z.infer<typeof signupsTodayResponse>;
export type RevenueToday = z.infer<typeof revenueTodayResponse>;
export type MediaQueue = z.infer<typeof mediaQueueResponse>;
export type PayoutsDue = z.infer<typeof payoutsDueResponse>;
export type AuditEvents = z.infer<typeof auditEventsResponse>;

/** Each module's answer by module key; the live cams module reads the live wall (contract/live/presence). */
export const DASHBOARD_MODULE_DATA = {
  'signups-today': signupsTodayResponse,
  'revenue-today': revenueTodayResponse,
  'media-queue': mediaQueueResponse,
  'payouts-due': payoutsDueResponse,
  'audit-events': auditEventsResponse,
} as const;
