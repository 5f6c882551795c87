import { z } from 'zod';

/** How long a claimed item stays with its moderator before others may take it. */
export const MEDIA_CLAIM_MINUTES = 5;

export const mediaItem = z.object({
  id: z.number().int(),
  kind: z.enum(['snapshot', 'album']),
  performer: z.number().int(),
  performerName: z.string(),
  /** The picture as a `data:` URL. */
  image: z.string(),
  createdAt: z.string(),
  claimedUntil: z.string(),
});

/** POST /media/claim: the items now held for the caller, and how many others wait. */
export const mediaClaimResponse = z.object({ data: z.array(mediaItem), waiting: z.number().int() });

export const mediaRejectBody = z
  .object({ reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500) })
  .strict();

export type MediaItem = z.infer<typeof mediaItem>;
