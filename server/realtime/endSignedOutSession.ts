import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { revokedTokens } from '../db/schema/security';
import { sessionJtisIn, sessionRoom } from './sessionRooms';

/** Each round asks every instance once; a sign-in's sockets are found in one or two. */
const MAX_ROUNDS = 4;

/**
 * Ends the session a sign-out revoked (`jti`), on every instance: the sockets that opened with that token or
 * were refreshed into it, and through them the sign-in's other tokens (those a socket was refreshed into or from,
 * other tabs sharing one of them). Those tokens are revoked too, so none handed out by a refresh outlives the
 * sign-out, and their sockets are disconnected.
 *
 * @example
 * app.events.on('session-ended', (jti) => void endSignedOutSession(app, io, jti));
 */
export async function endSignedOutSession(app: FastifyInstance, io: Server, jti: string): Promise<void> {
  const session = new Set([jti]);
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const sockets = await io.in([...session].map(sessionRoom)).fetchSockets();
      const before = session.size;
      for (const socket of sockets) for (const held of sessionJtisIn(socket.rooms)) session.add(held);
      if (session.size === before) break;
    }
    const others = [...session].filter((held) => held !== jti);
    if (others.length > 0) {
      // No token outlives its issue by more than the token lifetime.
      const expiresAt = new Date(Date.now() + app.config.tokenTtlSeconds * 1000);
      await app.db
        .insert(revokedTokens)
        .values(others.map((held) => ({ jti: held, expiresAt })))
        .onConflictDoNothing();
    }
  } finally {
    // An instance that did not answer in time, or a failed write, still leaves no socket of this token open.
    io.in([...session].map(sessionRoom)).disconnectSockets(true);
  }
}
