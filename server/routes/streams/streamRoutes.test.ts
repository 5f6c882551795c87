import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PerformerPresence } from '../../../contract/live/presence';
import type { StreamListResponse, StreamUpdate, StreamView } from '../../../contract/tech/streamsApi';
import { performers } from '../../db/schema/platformUsers';
import { streams } from '../../db/schema/streams';
import { auditLog, sysLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';
import { bitrateOf, MEDIA_SERVERS } from './mediaServers';
import { reconcileStreams } from './reconcileStreams';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
/** An offline performer the tests bring online. */
let performer: { id: number; username: string };

type List = StreamListResponse;
type Stopped = { data: StreamView & { endedAt: string; endReason: string } };

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  const [offline] = await app.db
    .select({ id: performers.id, username: performers.username })
    .from(performers)
    .where(eq(performers.onlineStatus, 'offline'))
    .limit(1);
  performer = offline!;
});

const move = (onlineStatus: string, extra: Record<string, unknown> = {}) =>
  admin.post<{ data: PerformerPresence }>('/api/wse/simulate/presence', {
    performer: performer.id,
    onlineStatus,
    ...extra,
  });
const streamOf = async (id: number) => {
  const { body } = await admin.get<List>('/api/wse/streams?perPage=200&sort=startedAt&order=DESC');
  return body.data.find((stream) => stream.performer === id);
};

describe('the streams list', () => {
  it('lists an open stream for every performer who is online, with server, bitrate, viewers and start', async () => {
    const { status, body } = await admin.get<List>('/api/wse/streams?perPage=200');
    expect(status).toBe(200);
    const [online] = await app.db
      .select({ count: count() })
      .from(performers)
      .where(ne(performers.onlineStatus, 'offline'));
    expect(body.total).toBe(online!.count);
    expect(body.servers.reduce((sum, server) => sum + server.streams, 0)).toBe(body.total);
    expect(body.data.length).toBe(Math.min(200, body.total));
    const [first] = body.data;
    const [row] = await app.db.select().from(performers).where(eq(performers.id, first!.performer));
    expect(first).toMatchObject({
      username: row!.username,
      onlineStatus: row!.onlineStatus,
      viewers: row!.viewers,
      bitrateKbps: bitrateOf(row!.id),
    });
    expect(MEDIA_SERVERS).toContain(first!.server);
    const started = body.data.map((stream) => stream.startedAt);
    expect(started).toEqual([...started].sort().reverse());
  });

  it('pages, sorts and filters by media server', async () => {
    const byViewers = await admin.get<List>('/api/wse/streams?perPage=5&sort=viewers&order=DESC');
    const viewers = byViewers.body.data.map((stream) => stream.viewers);
    expect(viewers).toEqual([...viewers].sort((a, b) => b - a));
    const second = await admin.get<List>('/api/wse/streams?perPage=5&page=2&sort=viewers&order=DESC');
    const firstIds = new Set(byViewers.body.data.map((stream) => stream.id));
    expect(second.body.data.some((stream) => firstIds.has(stream.id))).toBe(false);
    const server = byViewers.body.servers[0]!;
    const one = await admin.get<List>(`/api/wse/streams?perPage=200&server=${server.server}`);
    expect(one.body.total).toBe(server.streams);
    expect(one.body.data.every((stream) => stream.server === server.server)).toBe(true);
  });

  it('is VIEW_STREAMS only, and refuses a bad page or sort by name', async () => {
    for (const who of ['support', 'norole'] as const) {
      const client = testClient(app, await tokenFor(app, who));
      expect((await client.get('/api/wse/streams')).status).toBe(403);
    }
    expect((await testClient(app).get('/api/wse/streams')).status).toBe(401);
    const bad = await admin.get('/api/wse/streams?sort=password');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/sort/);
  });
});

describe('streams follow the platform', () => {
  it('opens a stream on the least loaded server when a performer comes online, and ends it when they leave', async () => {
    const { body: before } = await admin.get<List>('/api/wse/streams?perPage=1');
    const least = [...MEDIA_SERVERS].sort(
      (a, b) =>
        (before.servers.find((s) => s.server === a)?.streams ?? 0) -
        (before.servers.find((s) => s.server === b)?.streams ?? 0),
    )[0];
    const updates: StreamUpdate[] = [];
    const listen = (update: StreamUpdate) => updates.push(update);
    app.events.on('stream-update', listen);
    await move('online');
    const opened = await streamOf(performer.id);
    expect(opened).toMatchObject({
      username: performer.username,
      onlineStatus: 'online',
      server: least,
      bitrateKbps: bitrateOf(performer.id),
    });
    await move('free', { chatKind: 'free', viewers: 17 });
    const inShow = await streamOf(performer.id);
    expect(inShow).toMatchObject({
      id: opened!.id,
      onlineStatus: 'free',
      viewers: 17,
      startedAt: opened!.startedAt,
    });
    await move('offline');
    expect(await streamOf(performer.id)).toBeUndefined();
    await expect.poll(() => updates.filter((update) => update.performer === performer.id).length).toBe(3);
    app.events.off('stream-update', listen);
    const mine = updates.filter((update) => update.performer === performer.id);
    expect(mine.map((update) => update.stream?.onlineStatus ?? null)).toEqual(['online', 'free', null]);
  });
});

describe('on start', () => {
  it('opens the streams missing for performers online and ends those of performers offline', async () => {
    await move('offline');
    const [online] = await app.db
      .select({ id: performers.id })
      .from(streams)
      .innerJoin(performers, eq(performers.id, streams.performer))
      .where(isNull(streams.endedAt))
      .limit(1);
    // As a database seeded before streams were kept, or changed behind the platform's back.
    await app.db.update(performers).set({ onlineStatus: 'online' }).where(eq(performers.id, performer.id));
    await app.db.update(performers).set({ onlineStatus: 'offline' }).where(eq(performers.id, online!.id));
    await reconcileStreams(app.db);
    expect(await streamOf(performer.id)).toMatchObject({ bitrateKbps: bitrateOf(performer.id) });
    expect(await streamOf(online!.id)).toBeUndefined();
    await move('offline');
  });
});

describe('stopping a stream', () => {
  it('takes the performer offline with a reason: off the list and the live wall, audited and logged', async () => {
    await move('live', { chatKind: 'default', viewers: 3 });
    const stream = (await streamOf(performer.id))!;
    const short = await admin.post(`/api/wse/streams/${stream.id}/stop`, { reason: 'no' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toMatch(/reason/);

    const support = testClient(app, await tokenFor(app, 'support'));
    expect((await support.post(`/api/wse/streams/${stream.id}/stop`, { reason: 'Test card' })).status).toBe(
      403,
    );

    const stopped = await admin.post<Stopped>(`/api/wse/streams/${stream.id}/stop`, {
      reason: 'Broadcasting a test card',
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({
      id: stream.id,
      viewers: 3,
      endReason: 'Broadcasting a test card',
    });
    expect(await streamOf(performer.id)).toBeUndefined();
    const wall = await admin.get<{ data: PerformerPresence[] }>('/api/wse/live');
    expect(wall.body.data.some((presence) => presence.id === performer.id)).toBe(false);

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stream.stopped'), eq(auditLog.target, `performer:${performer.id}`)));
    expect(audit).toBeDefined();
    const [line] = await app.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.source, 'streams'))
      .orderBy(desc(sysLog.id));
    expect(line?.message).toBe(
      `admin stopped ${performer.username}'s stream on ${stream.server}: Broadcasting a test card`,
    );
    const [row] = await app.db.select().from(streams).where(eq(streams.id, stream.id));
    expect(row?.endReason).toBe('Broadcasting a test card');
  });

  it('answers 409 naming the performer for a stream already gone, 404 for one that never was', async () => {
    const [ended] = await app.db
      .select({ id: streams.id })
      .from(streams)
      .where(eq(streams.performer, performer.id))
      .orderBy(desc(streams.id));
    const again = await admin.post(`/api/wse/streams/${ended!.id}/stop`, { reason: 'Stop it again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${performer.username}'s stream has already ended.`);
    const none = await admin.post('/api/wse/streams/2000000000/stop', { reason: 'Stop it again' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Stream 2000000000 does not exist.');
  });
});
