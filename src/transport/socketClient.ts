import { getConfig } from '../config/config';
import { decodeToken, getToken } from '../auth/tokenStore';
import { lazySocketFactory } from './lazySocketFactory';
import { socketClientLibrary } from './socketClientLibrary';

/** The part of a socket.io client socket the dashboard uses; tests inject a fake through {@link setSocketFactory}. */
export interface SocketLike {
  connected: boolean;
  on(event: string, handler: (...args: never[]) => void): unknown;
  off(event: string, handler: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  io: { opts: { query?: Record<string, string> | string } };
}

export interface SocketOptions {
  transports: ['websocket'];
  reconnection: true;
  query: Record<string, string>;
}

export type SocketFactory = (url: string | undefined, options: SocketOptions) => SocketLike;

const defaultFactory = lazySocketFactory(socketClientLibrary.load);

let factory: SocketFactory = defaultFactory;
let socket: SocketLike | null = null;
type Handler = (payload: never) => void;
const handlers = new Map<string, Set<Handler>>();

/** Replaces how sockets are made (unit tests); closes the current one. Pass nothing to restore socket.io. */
export function setSocketFactory(next?: SocketFactory): void {
  closeSocket();
  factory = next ?? defaultFactory;
}

/**
 * The one realtime socket, opened on first use with the current token in the handshake query. A later
 * token (refresh, reset) is put in the query so a reconnection presents the token that is valid then.
 */
export function getSocket(): SocketLike {
  const query = { token: getToken() ?? '' };
  if (socket) {
    socket.io.opts.query = query;
    return socket;
  }
  const opened = factory(getConfig().socketUrl || undefined, {
    transports: ['websocket'],
    reconnection: true,
    query,
  });
  socket = opened;
  opened.on('disconnect', (reason: string) => {
    if (reason === 'io server disconnect' && socket === opened) comeBack(opened);
  });
  for (const [event, set] of handlers) set.forEach((handler) => opened.on(event, handler));
  return opened;
}

/**
 * The server ends a socket when its session changes or ends (socket.io does not reconnect by itself then): after
 * reset-session it comes back with the token that brought, whose roles decide its rooms; after a sign-out the
 * handshake is refused, which sends the dashboard to /login. An expired token is left to the expiry dialog.
 */
function comeBack(ended: SocketLike): void {
  const token = getToken();
  const exp = token ? decodeToken(token)?.exp : undefined;
  if (!token || exp === undefined || exp * 1000 <= Date.now()) return;
  ended.io.opts.query = { token };
  ended.connect();
}

/** Closes the socket (logout); the next {@link getSocket} opens a new one with the token stored then. */
export function closeSocket(): void {
  socket?.disconnect();
  socket = null;
}

/** Listens to a server event on the current socket and on any socket opened later. Returns the unsubscribe. */
export function onSocketEvent<T>(event: string, handler: (payload: T) => void): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  set.add(handler as Handler);
  socket?.on(event, handler as Handler);
  return () => {
    set.delete(handler as Handler);
    socket?.off(event, handler as Handler);
  };
}
