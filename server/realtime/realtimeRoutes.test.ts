import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadEffectiveRoles } from '../auth/loadEffectiveRoles';
import { chatMessages } from '../db/schema/platform';
import { accounts } from '../db/schema/staff';
import { tokenFor } from '../test/testApp';
import type { TestAccount } from '../test/tokenFor';
import type { RequestReply } from './RealtimeEvents';
import { connectTestClient } from './test/connectTestClient';
import { sharedTestServer } from './test/sharedTestServer';

/** The socket's counterpart of the HTTP authorization walk (anonymous sockets never get past the handshake). */

const { app, url } = await sharedTestServer();

const ACTORS: readonly TestAccount[] = ['norole', 'support', 'admin'];
const walked = new Set<string>();

async function rolesOf(actor: TestAccount): Promise<string[]> {
  const [account] = await app.db.select().from(accounts).where(eq(accounts.username, actor));
  return loadEffectiveRoles(app.db, account!);
}

const storedLines = async () => (await app.db.select({ n: count() }).from(chatMessages))[0]?.n;

describe('realtime authorization walk', () => {
  for (const route of app.realtimeRoutes) {
    const name = `${route.method} ${route.path}`;
    for (const actor of ACTORS) {
      it(`${name} as ${actor}`, async () => {
        const socket = await connectTestClient(url, await tokenFor(app, actor));
        try {
          const held = route.access === 'signed-in' || (await rolesOf(actor)).includes(route.access);
          const before = await storedLines();
          const envelope = { method: route.method, path: route.path, payload: route.sample };
          const reply: RequestReply = await socket.emitWithAck('request', envelope);
          expect(reply.status).toBeLessThan(500);
          if (held) {
            expect([401, 403]).not.toContain(reply.status);
          } else {
            expect(reply).toMatchObject({ status: 403, error: { code: 'FORBIDDEN' } });
            expect(await storedLines()).toBe(before);
          }
          walked.add(`${name} ${actor}`);
        } finally {
          socket.close();
        }
      });
    }
  }

  it('walked every socket path with every signed-in actor', () => {
    expect(app.realtimeRoutes.length).toBeGreaterThanOrEqual(4);
    expect(walked.size).toBe(app.realtimeRoutes.length * ACTORS.length);
  });
});
