import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { answerRequest } from './answerRequest';
import { announceChatLeaving } from './chatPresence';
import { checkHandshake } from './checkHandshake';
import { endSignedOutSession } from './endSignedOutSession';
import { issueSocketSession } from './issueSocketSession';
import { realtimeRoutes } from './realtimeRoutes';
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from './RealtimeEvents';
import { SessionRegistry } from './SessionRegistry';
import { visibleJobKinds } from '../../contract/jobs/visibleJobKinds';
import type { SettingsChanged } from '../../contract/tech/settingsChanged';
import { accountRoom, jobKindRoom, sessionRoom } from './sessionRooms';
import { sessionStands } from './sessionStands';
import { SocketSession } from './SocketSession';
import { useRedisAdapter } from './useRedisAdapter';

/** The sockets of staff with VIEW_LIVE_CAMS. */
const LIVE_ROOM = 'live-cams';
/** The sockets of staff with VIEW_ACTIVITY (the sys log's live tail). */
const SYS_LOG_ROOM = 'sys-log';
/** The sockets of staff with VIEW_STREAMS. */
const STREAMS_ROOM = 'streams';
/** How long a dropped client may come back with its rooms (it passes the handshake check again). */
const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * socket.io on the app's own HTTP server (path /socket.io): checked handshake, request/reply for the socket
 * paths of docs/API.md (each checks the socket's session), token refresh/expiry per socket, and the server
 * events `roles-changed` → `reset-session`, `account-vanished`, and the sign-out (`session-ended`) and password
 * reset (`account-sessions-ended`) that end sockets, passed between instances when REDIS_URL is set.
 *
 * @example
 * await attachRealtime(app); // in buildApp, before listen
 */
export async function attachRealtime(app: FastifyInstance): Promise<void> {
  const log = app.loggers.get('realtime');
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
    app.server,
    {
      path: '/socket.io',
      serveClient: false,
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    },
  );
  const closeRedis = app.config.redisUrl
    ? useRedisAdapter(io, { url: app.config.redisUrl, keyPrefix: app.config.redisKeyPrefix }, log)
    : undefined;
  const instanceId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const routes = realtimeRoutes(app, io, instanceId);
  app.decorate('realtimeRoutes', routes);
  const sessions = new SessionRegistry();

  io.use((socket, next) => {
    checkHandshake(app, socket).then(({ principal, token }) => {
      const { id, username } = principal.account;
      socket.data = { accountId: id, username, token, exp: principal.exp };
      void socket.join([accountRoom(id), sessionRoom(principal.jti)]);
      // The live wall's updates go only to those who may watch it.
      if (principal.roles.includes('VIEW_LIVE_CAMS')) void socket.join(LIVE_ROOM);
      if (principal.roles.includes('VIEW_ACTIVITY')) void socket.join(SYS_LOG_ROOM);
      if (principal.roles.includes('VIEW_STREAMS')) void socket.join(STREAMS_ROOM);
      void socket.join(visibleJobKinds(principal.roles).map(jobKindRoom));
      next();
    }, next);
  });

  io.on('connection', (socket) => {
    const { accountId } = socket.data;
    const session = new SocketSession(
      socket,
      {
        issue: () => issueSocketSession(app, accountId),
        stands: (token, outdatedAllowed) => sessionStands(app, token, { outdatedAllowed }),
      },
      { token: socket.data.token, exp: socket.data.exp },
      (error) => log.error({ err: error }, 'socket token renewal failed'),
    );
    sessions.add(accountId, session);
    announceChatLeaving(io, socket);
    socket.on('activity', () => session.activity());
    socket.on('request', (envelope, ack) => {
      if (typeof ack !== 'function') return;
      void answerRequest(app, routes, socket, session.token, envelope).then((reply) => {
        ack(reply);
        // The session behind the socket has ended (signed out, outdated, account gone): so does the socket.
        if (reply.status === 401) session.end();
      });
    });
    socket.on('disconnect', () => {
      session.end();
      sessions.remove(accountId, session);
    });
  });

  const resetLocal = (accountId: number) => sessions.forAccount(accountId, (session) => void session.reset());
  const vanishLocal = (accountId: number) => sessions.forAccount(accountId, (session) => session.vanish());
  io.on('roles-changed', resetLocal);
  io.on('account-vanished', vanishLocal);
  // io.emit reaches the sockets of every instance through the Redis adapter, when there is one.
  // A job's starter follows it, and so does everyone allowed to see its kind (they may watch and cancel it).
  app.events.on('job-progress', (job, startedById) =>
    io.to([accountRoom(startedById), jobKindRoom(job.kind)]).emit('job-progress', job),
  );
  app.events.on('live-update', (presence) => io.to(LIVE_ROOM).emit('live-update', presence));
  // Each instance forgets its cached settings, then tells its own sockets (their pages read the new value).
  const settingsChanged = (change: SettingsChanged) => {
    app.settings.invalidate();
    io.local.emit('settings-changed', change);
  };
  io.on('settings-changed', settingsChanged);
  app.events.on('settings-changed', (change) => {
    settingsChanged(change);
    if (closeRedis) io.serverSideEmit('settings-changed', change);
  });
  // Every instance hears each line from the database itself, so it sends it to its own sockets only.
  app.events.on('sys-log', (line) => io.local.to(SYS_LOG_ROOM).emit('sys-log', line));
  app.events.on('stream-update', (update) => io.to(STREAMS_ROOM).emit('stream-update', update));
  // Every socket is signed in (the handshake checks it), and the Deployments page is open to all of them.
  app.events.on('deployment-update', (update) => io.emit('deployment-update', update));
  app.events.on('roles-changed', (accountId) => {
    resetLocal(accountId);
    if (closeRedis) io.serverSideEmit('roles-changed', accountId);
  });
  app.events.on('account-vanished', (accountId) => {
    vanishLocal(accountId);
    if (closeRedis) io.serverSideEmit('account-vanished', accountId);
  });
  // Rooms reach the sockets of every instance through the adapter.
  app.events.on('session-ended', (jti) => {
    endSignedOutSession(app, io, jti).catch((error: unknown) =>
      log.error({ err: error }, 'ending the sockets of a signed-out session failed'),
    );
  });
  app.events.on('account-sessions-ended', (accountId) => {
    io.in(accountRoom(accountId)).disconnectSockets(true);
  });

  app.addHook('preClose', async () => {
    for (const session of sessions.all()) session.end();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await closeRedis?.();
  });
}
