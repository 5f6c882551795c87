import type { FastifyInstance } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { authenticateToken } from '../auth/authenticateToken';
import type { Principal } from '../auth/Principal';
import { isAllowedOrigin } from './isAllowedOrigin';
import type { RealtimeSocket } from './SocketSession';

/** The reason travels as `err.data`; the message the client sees is always UNAUTHORIZED (docs/API.md). */
function refused(reason: string): ExtendedError {
  const error: ExtendedError = new Error('UNAUTHORIZED');
  error.data = { code: 'UNAUTHORIZED', message: reason };
  return error;
}

/** The origin the handshake came in by: its scheme (TLS, or a trusted proxy's X-Forwarded-Proto) and Host. */
function ownOrigin(app: FastifyInstance, socket: RealtimeSocket): string | undefined {
  const { host } = socket.handshake.headers;
  if (!host) return undefined;
  const forwarded = app.config.trustProxy ? socket.handshake.headers['x-forwarded-proto'] : undefined;
  const proxied = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  return `${proxied || (socket.handshake.secure ? 'https' : 'http')}://${host}`;
}

function handshakeToken(socket: RealtimeSocket): string | undefined {
  const fromQuery = socket.handshake.query.token;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  return typeof fromAuth === 'string' && fromAuth ? fromAuth : undefined;
}

/**
 * The socket's door: a page from a foreign origin (scheme, host and port compared exactly), a missing token
 * or one `authenticateToken` refuses (bad, expired, revoked, outdated, account gone) ends in `connect_error`
 * UNAUTHORIZED. Runs on every connection, recovered ones included.
 *
 * @example
 * const { principal, token } = await checkHandshake(app, socket);
 */
export async function checkHandshake(
  app: FastifyInstance,
  socket: RealtimeSocket,
): Promise<{ principal: Principal; token: string }> {
  const { origin } = socket.handshake.headers;
  if (!isAllowedOrigin(origin, ownOrigin(app, socket), app.config.allowedOrigins)) {
    throw refused(`Origin ${origin} may not connect.`);
  }
  const token = handshakeToken(socket);
  if (!token) throw refused('Sign in first.');
  try {
    return { principal: await authenticateToken(app.db, app.config, token), token };
  } catch (error) {
    throw refused(error instanceof Error ? error.message : 'The token is not valid.');
  }
}
