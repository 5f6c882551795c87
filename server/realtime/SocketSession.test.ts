import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from '../auth/tokens';
import { accounts } from '../db/schema/staff';
import { tokenFor } from '../test/testApp';
import type { SessionToken } from './RealtimeEvents';
import { SocketSession, type RealtimeSocket } from './SocketSession';
import { nextEvent } from './test/nextEvent';
import { socketTestServer } from './test/socketTestServer';

let app: FastifyInstance;
const server = socketTestServer((built) => (app = built));

async function account(username: string) {
  const [row] = await app.db.select().from(accounts).where(eq(accounts.username, username));
  return row!;
}

/** A token for `support` that lives only `seconds`, so refresh and expiry happen within the test. */
async function shortToken(seconds: number): Promise<string> {
  const support = await account('support');
  const { token } = await signToken(
    { jwtSecret: app.config.jwtSecret, tokenTtlSeconds: seconds },
    { account: { id: support.id, username: 'support' }, roles: [], ver: support.tokenVersion },
  );
  return token;
}

async function connect(token: string) {
  const socket = await server.connect(token);
  return socket;
}

describe('socket session lifecycle', () => {
  it('pushes a fresh token shortly before expiry when the user was active', async () => {
    // Six seconds, so the renewal (in the token's last fifth) has 1.2 s to read the database on a busy machine.
    const old = await shortToken(6);
    const socket = await connect(old);
    socket.emit('activity');
    const fresh = await nextEvent<SessionToken>(socket, 'token-refresh', 15_000);
    const claims = await verifyToken(app.config, fresh.token);
    expect(fresh.token).not.toBe(old);
    expect(claims.exp).toBe(fresh.exp);
    expect(fresh.exp).toBeGreaterThan((await verifyToken(app.config, old)).exp);
    expect(claims.account.username).toBe('support');
  });

  it('lets an idle session run out: token-expired with the old token, then disconnect', async () => {
    const old = await shortToken(2);
    const socket = await connect(old);
    let refreshed = false;
    socket.on('token-refresh', () => (refreshed = true));
    const disconnected = nextEvent(socket, 'disconnect', 4000);
    expect(await nextEvent(socket, 'token-expired', 4000)).toEqual({ token: old });
    await disconnected;
    expect(refreshed).toBe(false);
  });

  it('sends reset-session with a token carrying the new roles when roles change', async () => {
    const socket = await connect(await tokenFor(app, 'norole'));
    const norole = await account('norole');
    await app.db
      .update(accounts)
      .set({ roles: ['VIEW_STREAMS'], tokenVersion: norole.tokenVersion + 1 })
      .where(eq(accounts.id, norole.id));
    const reset = nextEvent<SessionToken>(socket, 'reset-session');
    app.events.emit('roles-changed', norole.id);
    const claims = await verifyToken(app.config, (await reset).token);
    expect(claims.roles).toEqual(['VIEW_STREAMS']);
    expect(claims.ver).toBe(norole.tokenVersion + 1);
  });

  it('tells only the vanished account, then disconnects it', async () => {
    const admin = await connect(await tokenFor(app, 'admin'));
    const support = await connect(await tokenFor(app, 'support'));
    let supportTold = false;
    support.on('account-vanished', () => (supportTold = true));
    const vanished = nextEvent(admin, 'account-vanished');
    const disconnected = nextEvent(admin, 'disconnect');
    app.events.emit('account-vanished', (await account('admin')).id);
    expect(await vanished).toEqual({});
    await disconnected;
    expect(supportTold).toBe(false);
    expect(support.connected).toBe(true);
  });
});

describe('socket session refresh lead', () => {
  afterEach(() => vi.useRealTimers());

  it('is a fifth of the token life from its signing, however late the socket connected', async () => {
    vi.useFakeTimers();
    const signed = await signToken(
      { jwtSecret: 'lead-test-secret-of-enough-length', tokenTtlSeconds: 10 },
      { account: { id: 1, username: 'admin' }, roles: [], ver: 1 },
    );
    // The page connects 8 s into its token's 10: from its connection the lead would be 0.4 s, from the signing 2 s.
    vi.advanceTimersByTime(8_000);
    const stands = vi.fn(() => Promise.resolve(true));
    const issue = vi.fn(() => Promise.resolve(null));
    const socket = { emit: vi.fn(), disconnect: vi.fn(), join: vi.fn(), data: {} };
    const session = new SocketSession(
      socket as unknown as RealtimeSocket,
      { stands, issue },
      { token: signed.token, exp: signed.exp },
      (error) => {
        throw error;
      },
    );
    session.activity();
    await vi.advanceTimersByTimeAsync(100);
    expect(stands).toHaveBeenCalledTimes(1);
    session.end();
  });
});
