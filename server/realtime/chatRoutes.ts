import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import { chatMessages } from '../db/schema/platform';
import { validationError } from '../http/ApiError';
import { chatRoomKey, chatRoomName } from './chatRoom';
import type { ChatLine } from './RealtimeEvents';
import { realtimeRoute, type RealtimeRoute } from './RealtimeRoute';

const HISTORY = 50;
const roomOnly = z.object({ room: chatRoomName }).strict();
const messageBody = z
  .object({
    room: chatRoomName,
    message: z.string('Required').trim().min(1, 'Required').max(2000, 'At most 2000 characters'),
  })
  .strict();

function lineOf(row: typeof chatMessages.$inferSelect): ChatLine {
  return {
    id: row.id,
    room: row.room,
    username: row.username,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /wse/chat/join, /leave and /message: staff join a chat room (getting its recent lines), leave it, and
 * send to it; a line is stored and broadcast to everyone in the room as `chat-message`, on every instance.
 *
 * @example
 * const routes = chatRoutes(app, io);
 */
export function chatRoutes(app: FastifyInstance, io: Server): RealtimeRoute[] {
  return [
    realtimeRoute({
      method: 'POST',
      path: '/wse/chat/join',
      access: 'VIEW_LIVE_CAMS',
      payload: roomOnly,
      sample: { room: 'lobby' },
      handle: async ({ socket, payload: { room } }) => {
        await socket.join(chatRoomKey(room));
        const rows = await app.db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.room, room))
          .orderBy(desc(chatMessages.id))
          .limit(HISTORY);
        return { room, messages: rows.reverse().map(lineOf) };
      },
    }),
    realtimeRoute({
      method: 'POST',
      path: '/wse/chat/leave',
      access: 'VIEW_LIVE_CAMS',
      payload: roomOnly,
      sample: { room: 'lobby' },
      handle: async ({ socket, payload: { room } }) => {
        await socket.leave(chatRoomKey(room));
        return { room };
      },
    }),
    realtimeRoute({
      method: 'POST',
      path: '/wse/chat/message',
      access: 'VIEW_LIVE_CAMS',
      payload: messageBody,
      sample: { room: 'lobby', message: 'Hello' },
      handle: async ({ socket, principal, payload: { room, message } }) => {
        if (!socket.rooms.has(chatRoomKey(room))) throw validationError({ room: 'Join the room first' });
        const [row] = await app.db
          .insert(chatMessages)
          .values({ room, message, accountId: principal.account.id, username: principal.account.username })
          .returning();
        const line = lineOf(row!);
        io.to(chatRoomKey(room)).emit('chat-message', line);
        return line;
      },
    }),
  ];
}
