import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { PerformerPresence } from '../../contract/live/presence';
import { sendAccountLink } from '../auth/accountLinks';
import { signToken, verifyToken } from '../auth/tokens';
import { revokedTokens } from '../db/schema/security';
import { accounts } from '../db/schema/staff';
import { testClient, tokenFor } from '../test/testApp';
import type { SessionToken } from './RealtimeEvents';
import { nextEvent } from './test/nextEvent';
import { socketTestServer } from './test/socketTestServer';

let app: FastifyInstance;
const server = socketTestServer((built) => (app = built));

/** A fresh staff account with VIEW_LIVE_CAMS, so each test ends sessions of its own. */
async function staffAccount(username: string) {
  const [row] = await app.db
    .insert(accounts)
    .values({ username, email: `${username}@wse.example`, roles: ['VIEW_LIVE_CAMS'] })
    .returning();
  return row!;
}

/**
 * A token that lives `seconds`, so a refresh falls due within the test (after 80 % of its life). The waits for
 * what follows are bounds, not timings: the renewal reads the database, which a busy CI machine slows.
 */
async function tokenOf(account: typeof accounts.$inferSelect, seconds: number): Promise<string> {
  const [row] = await app.db.select().from(accounts).where(eq(accounts.id, account.id));
  const { token } = await signToken(
    { jwtSecret: app.config.jwtSecret, tokenTtlSeconds: seconds },
    { account: { id: row!.id, username: row!.username }, roles: row!.roles, ver: row!.tokenVersion },
  );
  return token;
}

/** Every token-refresh the socket receives, from now on. */
function refreshesOf(socket: Socket): string[] {
  const seen: string[] = [];
  socket.on('token-refresh', ({ token }: { token: string }) => seen.push(token));
  return seen;
}

describe('a socket ends with its session', () => {
  it('is disconnected when its session signs out, and is not refreshed', async () => {
    const token = await tokenOf(await staffAccount('logout-1'), 3);
    const socket = await server.connect(token);
    const refreshes = refreshesOf(socket);
    socket.emit('activity');
    const disconnected = nextEvent(socket, 'disconnect', 10_000);
    expect((await testClient(app, token).post('/api/logout')).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(refreshes).toEqual([]);
  });

  it('ends the sockets a signed-out token was refreshed into, and revokes the fresh token', async () => {
    // Six seconds: the renewal runs in the last fifth of the token's life and must read the database before it
    // ends; with three, a busy machine's pause of 0.6 s let the token expire first (no refresh, CI failed once).
    const first = await tokenOf(await staffAccount('logout-2'), 6);
    const socket = await server.connect(first);
    socket.emit('activity');
    const { token: refreshed } = await nextEvent<SessionToken>(socket, 'token-refresh', 15_000);
    const disconnected = nextEvent(socket, 'disconnect', 10_000);
    expect((await testClient(app, first).post('/api/logout')).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect((await testClient(app, refreshed).get('/api/account')).status).toBe(401);
  });

  it('is disconnected instead of refreshed when its token was revoked without it being told', async () => {
    const token = await tokenOf(await staffAccount('revoked-1'), 3);
    const socket = await server.connect(token);
    const refreshes = refreshesOf(socket);
    const { jti, exp } = await verifyToken(app.config, token);
    // As a sign-out whose event never reached this instance: only the database knows.
    await app.db.insert(revokedTokens).values({ jti, expiresAt: new Date(exp * 1000) });
    const disconnected = nextEvent(socket, 'disconnect', 15_000);
    socket.emit('activity');
    expect(await disconnected).toBe('io server disconnect');
    expect(refreshes).toEqual([]);
  });

  it('is disconnected when the account’s password is reset', async () => {
    const account = await staffAccount('reset-1');
    const socket = await server.connect(await tokenOf(account, 60));
    const other = await server.connect(await tokenOf(account, 60));
    const link = new URL(await sendAccountLink(app, account, 'reset')).searchParams.get('token');
    const disconnected = [nextEvent(socket, 'disconnect'), nextEvent(other, 'disconnect')];
    const reset = await testClient(app).post('/api/account/reset-password', {
      token: link,
      password: 'a-brand-new-password',
    });
    expect(reset.status).toBe(200);
    expect(await Promise.all(disconnected)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('is told and disconnected when the account is disabled', async () => {
    const account = await staffAccount('disabled-1');
    const socket = await server.connect(await tokenOf(account, 60));
    const vanished = nextEvent(socket, 'account-vanished');
    const disconnected = nextEvent(socket, 'disconnect');
    const admin = testClient(app, await tokenFor(app, 'admin'));
    const saved = await admin.put('/api/login/account', {
      id: account.id,
      version: account.version,
      disabled: true,
    });
    expect(saved.status).toBe(200);
    expect(await vanished).toEqual({});
    expect(await disconnected).toBe('io server disconnect');
  });

  it('hands over a token with the new roles and ends the old socket; the new one follows those roles', async () => {
    const account = await staffAccount('roles-1');
    const old = await server.connect(await tokenOf(account, 60));
    const reset = nextEvent<SessionToken>(old, 'reset-session');
    const disconnected = nextEvent(old, 'disconnect');
    const admin = testClient(app, await tokenFor(app, 'admin'));
    expect((await admin.put(`/api/account/${account.id}/roles`, { roles: [] })).status).toBe(200);
    const { token } = await reset;
    expect((await verifyToken(app.config, token)).roles).toEqual([]);
    expect(await disconnected).toBe('io server disconnect');

    const watcher = await server.connect(await tokenFor(app, 'support'));
    const renewed = await server.connect(token);
    let renewedSawLive = false;
    renewed.on('live-update', () => (renewedSawLive = true));
    const watcherSees = nextEvent<PerformerPresence>(watcher, 'live-update');
    const presence: PerformerPresence = {
      id: 1,
      username: 'performer',
      onlineStatus: 'free',
      chatKind: 'free',
      viewers: 3,
      member: null,
      memberName: null,
      since: null,
    };
    app.events.emit('live-update', presence);
    expect(await watcherSees).toMatchObject({ id: 1, viewers: 3 });
    // Events on one socket arrive in order: a live update sent to it would have come before this reply.
    await renewed.emitWithAck('request', { method: 'GET', path: '/deployment/status' });
    expect(renewedSawLive).toBe(false);
  });
});
