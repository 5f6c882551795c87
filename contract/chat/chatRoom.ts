import { z } from 'zod';

/** The room a staff member lands in when /chat names none. */
export const DEFAULT_CHAT_ROOM = 'lobby';

/** A chat room name as the dashboard's /chat/{room} route carries it. */
export const chatRoomName = z
  .string('Required')
  .trim()
  .min(1, 'Required')
  .max(100, 'At most 100 characters')
  .regex(/^[\w.:@-]+$/, 'Letters, digits and . _ : @ - only');

/** One line said in a room. */
export const chatLine = z.object({
  id: z.number().int(),
  room: z.string(),
  username: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The sender's own id for the line, so a resend after a lost reply is recognised and not stored twice. */
  clientId: z.string().nullable(),
});

/** Who is in a room now (each staff member once, however many tabs they have open). */
export const chatPresence = z.object({
  room: z.string(),
  present: z.array(z.object({ accountId: z.number().int(), username: z.string() })),
});

/** POST /wse/chat/join's reply: the room's last lines, oldest first, and who is in it. */
export const chatJoined = chatPresence.extend({ messages: z.array(chatLine) });

/** GET /wse/chat/rooms: the rooms that have been talked in, busiest lately first. */
export const chatRoomsResponse = z.object({
  data: z.array(z.object({ room: z.string(), messages: z.number().int(), lastAt: z.string().nullable() })),
});

export const chatMessageBody = z
  .object({
    room: chatRoomName,
    message: z.string('Required').trim().min(1, 'Required').max(2000, 'At most 2000 characters'),
    clientId: z
      .string()
      .regex(/^[\w-]{8,64}$/, 'An id of 8 to 64 letters, digits, _ or -')
      .optional(),
  })
  .strict();

export type ChatLine = z.infer<typeof chatLine>;
export type ChatPresence = z.infer<typeof chatPresence>;
export type ChatJoined = z.infer<typeof chatJoined>;
