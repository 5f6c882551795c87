const SESSION_PREFIX = 'session:';

/**
 * The socket.io room of every socket that opened with, or was refreshed into, the token `jti`: a sign-out ends
 * them all on every instance (`io.in(room).disconnectSockets(true)` travels through the Redis adapter).
 *
 * @example
 * await socket.join(sessionRoom(principal.jti));
 */
export function sessionRoom(jti: string): string {
  return `${SESSION_PREFIX}${jti}`;
}

/** The room of every socket of one account (a password reset ends them all). */
export function accountRoom(accountId: number): string {
  return `account:${accountId}`;
}

/** The token ids a socket held, from its rooms: the one it opened with and each it was refreshed into. */
export function sessionJtisIn(rooms: Iterable<string>): string[] {
  return [...rooms].flatMap((room) =>
    room.startsWith(SESSION_PREFIX) ? [room.slice(SESSION_PREFIX.length)] : [],
  );
}

/** The room of the sockets allowed to see a kind of job: they follow its jobs' progress. */
export function jobKindRoom(kind: string): string {
  return `jobs:${kind}`;
}
