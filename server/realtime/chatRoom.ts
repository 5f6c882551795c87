import { z } from 'zod';

/** A chat room name as the dashboard's /chat/{room} route carries it. */
export const chatRoomName = z
  .string('Required')
  .trim()
  .min(1, 'Required')
  .max(100, 'At most 100 characters')
  .regex(/^[\w.:@-]+$/, 'Letters, digits and . _ : @ - only');

/** The socket.io room of a chat room, kept apart from the server's own rooms (`account:1`). */
export function chatRoomKey(room: string): string {
  return `chat:${room}`;
}
