import { count, desc, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_CHAT_ROOM, chatRoomsResponse } from '../../../contract/chat/chatRoom';
import { chatMessages } from '../../db/schema/platform';

/** The rooms list shows the rooms talked in most lately; older ones are still reached by their name. */
const ROOMS = 50;

/**
 * GET /wse/chat/rooms: the staff chat's rooms, most lately talked in first, with their number of lines; the
 * lobby is always there. Talking itself goes over the socket (server/realtime/chatRoutes.ts).
 */
export async function chatRoomRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/wse/chat/rooms',
      { schema: { response: { 200: chatRoomsResponse } }, config: { access: 'VIEW_LIVE_CAMS' } },
      async () => {
        const lastAt = max(chatMessages.createdAt);
        const rows = await app.db
          .select({ room: chatMessages.room, messages: count(), lastAt })
          .from(chatMessages)
          .groupBy(chatMessages.room)
          .orderBy(desc(lastAt))
          .limit(ROOMS);
        const rooms = rows.map((row) => ({ ...row, lastAt: row.lastAt?.toISOString() ?? null }));
        if (!rooms.some(({ room }) => room === DEFAULT_CHAT_ROOM))
          rooms.push({ room: DEFAULT_CHAT_ROOM, messages: 0, lastAt: null });
        return { data: rooms };
      },
    );
}
