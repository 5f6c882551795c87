import { z } from 'zod';
import { ONLINE_STATUSES } from '../live/presence';

/** The role that sees the streams and may stop one (page and routes). */
export const STREAMS_ROLE = 'VIEW_STREAMS';

/** The orders the streams list offers, newest first by default. */
export const STREAM_SORTS = ['startedAt', 'viewers', 'bitrateKbps', 'performer'] as const;

/** One open stream: who broadcasts, to which media server, at what bitrate, to how many viewers, since when. */
export const streamView = z.object({
  id: z.number().int(),
  performer: z.number().int(),
  username: z.string(),
  onlineStatus: z.enum(ONLINE_STATUSES),
  server: z.string(),
  bitrateKbps: z.number().int(),
  viewers: z.number().int(),
  startedAt: z.string(),
});

/** How many open streams each media server carries, and their viewers. */
export const streamServerLoad = z.object({
  server: z.string(),
  streams: z.number().int(),
  viewers: z.number().int(),
});

/** GET /wse/streams: one page of open streams, their total, and every media server's load. */
export const streamListResponse = z.object({
  data: z.array(streamView),
  total: z.number().int(),
  servers: z.array(streamServerLoad),
});

/** POST /wse/streams/:id/stop: the reason the log and audit keep. */
export const streamStopBody = z
  .object({ reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500) })
  .strict();

/** POST /wse/streams/:id/stop answers the stream as it ended. */
export const streamStopResponse = z.object({
  data: streamView.extend({ endedAt: z.string(), endReason: z.string() }),
});

/** The socket's `stream-update`: a performer's stream now, or null once it ended (the row leaves the list). */
export const streamUpdate = z.object({ performer: z.number().int(), stream: streamView.nullable() });

export type StreamView = z.infer<typeof streamView>;
export type StreamServerLoad = z.infer<typeof streamServerLoad>;
export type StreamListResponse = z.infer<typeof streamListResponse>;
export type StreamUpdate = z.infer<typeof streamUpdate>;
export type StreamSort = (typeof STREAM_SORTS)[number];
