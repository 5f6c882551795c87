import type { Server, Socket } from 'socket.io';
import type { ChatPresence } from '../../contract/chat/chatRoom';
import { chatRoomKey, chatRoomOf } from './chatRoom';

/**
 * Who is in a chat room now, on every instance (through the Redis adapter when there is one): each account once,
 * however many tabs it has open, by name.
 *
 * @example
 * await chatPresence(io, 'lobby'); // { room: 'lobby', present: [{ accountId: 1, username: 'admin' }] }
 */
export async function chatPresence(io: Server, room: string): Promise<ChatPresence> {
  const sockets = await io.in(chatRoomKey(room)).fetchSockets();
  const byAccount = new Map<number, string>();
  for (const { data } of sockets) {
    const { accountId, username } = data as { accountId: number; username: string };
    byAccount.set(accountId, username);
  }
  const present = [...byAccount].map(([accountId, username]) => ({ accountId, username }));
  return { room, present: present.sort((a, b) => a.username.localeCompare(b.username)) };
}

/** Tells everyone in the room who is in it now (after a join or a leave), and gives that back. */
export async function announceChatPresence(io: Server, room: string): Promise<ChatPresence> {
  const presence = await chatPresence(io, room);
  io.to(chatRoomKey(room)).emit('chat-presence', presence);
  return presence;
}

/** A socket that goes away leaves its chat rooms: the others in them are told who is left. */
export function announceChatLeaving(io: Server, socket: Socket): void {
  let rooms: string[] = [];
  socket.on('disconnecting', () => {
    rooms = [...socket.rooms].flatMap((key) => chatRoomOf(key) ?? []);
  });
  socket.on('disconnect', () => {
    for (const room of rooms) void announceChatPresence(io, room).catch(() => undefined);
  });
}
