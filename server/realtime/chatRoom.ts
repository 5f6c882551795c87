/** The socket.io room of a chat room, kept apart from the server's own rooms (`account:1`, `live-cams`). */
export function chatRoomKey(room: string): string {
  return `chat:${room}`;
}

/** The chat room of a socket.io room, or undefined for the server's own rooms. */
export function chatRoomOf(key: string): string | undefined {
  return key.startsWith('chat:') ? key.slice('chat:'.length) : undefined;
}
