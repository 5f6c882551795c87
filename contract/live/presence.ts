import { z } from 'zod';

/** The online statuses of docs/product.md#entities, in the order the live wall shows them. */
export const ONLINE_STATUSES = ['live', 'vip', 'free', 'online', 'pause', 'offline'] as const;

/** The statuses in which a performer is in a show that staff may end. */
export const IN_SHOW: readonly string[] = ['live', 'vip', 'free'];

/** A performer on the live wall: what they are doing now, and since when. */
export const performerPresence = z.object({
  id: z.number().int(),
  username: z.string(),
  onlineStatus: z.enum(ONLINE_STATUSES),
  chatKind: z.string().nullable(),
  viewers: z.number().int(),
  /** The member in a private show, whom a kick puts out. */
  member: z.number().int().nullable(),
  memberName: z.string().nullable(),
  since: z.string().nullable(),
});

/** GET /wse/live: every performer not offline. */
export const livePresenceResponse = z.object({ data: z.array(performerPresence) });

/** A staff action on a show, with the reason the log keeps. */
export const liveActionBody = z
  .object({
    reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
    requestKey: z.string().max(100).optional(),
  })
  .strict();

export type PerformerPresence = z.infer<typeof performerPresence>;
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];
