import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PerformerPresence } from '../../../contract/live/presence';
import { kicks } from '../../db/schema/moderation';
import { members, performers } from '../../db/schema/platformUsers';
import { auditLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let support: ReturnType<typeof testClient>;
let performer: number;
let member: number;

type One = { data: PerformerPresence };

beforeAll(async () => {
  app = await sharedTestApp();
  support = testClient(app, await tokenFor(app, 'support'));
  performer = (await app.db.select({ id: performers.id }).from(performers).limit(1))[0]!.id;
  member = (await app.db.select({ id: members.id }).from(members).limit(1))[0]!.id;
});

const goLive = (change: Record<string, unknown>) =>
  support.post<One>('/api/wse/simulate/presence', { performer, ...change });

describe('the live wall', () => {
  it('lists the performers who are not offline, each with their show, to VIEW_LIVE_CAMS only', async () => {
    const { body } = await support.get<{ data: PerformerPresence[] }>('/api/wse/live');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((presence) => presence.onlineStatus !== 'offline')).toBe(true);
    const shows = body.data.filter((presence) => ['live', 'vip', 'free'].includes(presence.onlineStatus));
    expect(shows.every((presence) => presence.chatKind !== null && presence.viewers > 0)).toBe(true);
    const norole = testClient(app, await tokenFor(app, 'norole'));
    expect((await norole.get('/api/wse/live')).status).toBe(403);
  });

  it('tells every wall when a performer goes live', async () => {
    const seen: PerformerPresence[] = [];
    const listen = (presence: PerformerPresence) => seen.push(presence);
    app.events.on('live-update', listen);
    const { body } = await goLive({ onlineStatus: 'vip', chatKind: 'vip', viewers: 1, member });
    app.events.off('live-update', listen);
    expect(body.data).toMatchObject({ id: performer, onlineStatus: 'vip', chatKind: 'vip', member });
    expect(seen).toEqual([body.data]);
  });

  it('kicks the member of a show with a reason: the kick log lists it, the audit keeps it', async () => {
    await goLive({ onlineStatus: 'live', chatKind: 'default', viewers: 2, member });
    const short = await support.post(`/api/wse/live/${performer}/kick`, { reason: 'no' });
    expect(short.status).toBe(400);
    const kicked = await support.post<One>(`/api/wse/live/${performer}/kick`, {
      reason: 'Posted links to another site',
    });
    expect(kicked.body.data).toMatchObject({ onlineStatus: 'live', member: null, viewers: 1 });
    const logged = await app.db.select().from(kicks).where(eq(kicks.reason, 'Posted links to another site'));
    expect(logged).toMatchObject([{ performer, member, kickedBy: 'support' }]);
    const again = await support.post(`/api/wse/live/${performer}/kick`, {
      reason: 'Posted links to another site',
    });
    expect(again.status).toBe(409);
    expect(String(again.body.message)).toMatch(/^No member is in .+'s show to kick\.$/);
  });

  it('ends a show with a reason, once', async () => {
    await goLive({ onlineStatus: 'free', chatKind: 'free', viewers: 12 });
    const ended = await support.post<One>(`/api/wse/live/${performer}/end`, { reason: 'Breaking the rules' });
    expect(ended.body.data).toMatchObject({ onlineStatus: 'online', chatKind: null, viewers: 0 });
    const twice = await support.post(`/api/wse/live/${performer}/end`, { reason: 'Breaking the rules' });
    expect(twice.status).toBe(409);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `performer:${performer}`));
    expect(audits.map((entry) => entry.action)).toEqual(['performer.kick', 'performer.show-ended']);
  });
});
