import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { signToken } from '../auth/tokens';
import { accounts } from '../db/schema/staff';
import { testClient } from '../test/testApp';
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

/** A token that lives `seconds`, so a refresh falls due within the test (after 80 % of its life). */
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
    const disconnected = nextEvent(socket, 'disconnect', 2000);
    expect((await testClient(app, token).post('/api/logout')).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(refreshes).toEqual([]);
  });
});
