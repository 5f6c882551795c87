import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import { chatMessageBody, chatRoomName, type ChatLine } from '../../contract/chat/chatRoom';
import { chatMessages } from '../db/schema/platform';
import { validationError } from '../http/ApiError';
import { chatRoomKey } from './chatRoom';
import { announceChatPresence } from './chatPresence';
import { realtimeRoute, type RealtimeRoute } from './RealtimeRoute';

const HISTORY = 50;
const roomOnly = z.object({ room: chatRoomName }).strict();

function lineOf(row: typeof chatMessages.$inferSelect): ChatLine {
  return {
    id: row.id,
    room: row.room,
    username: row.username,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
  };
}

/**
 * POST /wse/chat/join, /leave and /message: staff join a chat room (getting its recent lines and who is in it),
 * leave it, and send to it; a line is stored and broadcast to everyone in the room as `chat-message`, and joins
 * and leaves as `chat-presence`, on every instance. A line sent again with the same `clientId` (its reply was
 * lost) is answered with the stored one and not broadcast twice.
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
        return { ...(await announceChatPresence(io, room)), messages: rows.reverse().map(lineOf) };
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
        await announceChatPresence(io, room);
        return { room };
      },
    }),
    realtimeRoute({
      method: 'POST',
      path: '/wse/chat/message',
      access: 'VIEW_LIVE_CAMS',
      payload: chatMessageBody,
      sample: { room: 'lobby', message: 'Hello' },
      handle: async ({ socket, principal, payload: { room, message, clientId } }) => {
        if (!socket.rooms.has(chatRoomKey(room))) throw validationError({ room: 'Join the room first' });
        const { id: accountId, username } = principal.account;
        const [row] = await app.db
          .insert(chatMessages)
          .values({ room, message, accountId, username, clientId })
          .onConflictDoNothing()
          .returning();
        if (!row) {
          const [stored] = await app.db
            .select()
            .from(chatMessages)
            .where(and(eq(chatMessages.accountId, accountId), eq(chatMessages.clientId, clientId!)));
          return lineOf(stored!);
        }
        const line = lineOf(row);
        io.to(chatRoomKey(room)).emit('chat-message', line);
        return line;
      },
    }),
  ];
}
