import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../contract/media/mediaQueue';
import { mediaItems } from '../../db/schema/mediaQueue';
import { auditLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let support: ReturnType<typeof testClient>;

type Claim = { data: MediaItem[]; waiting: number };

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  support = testClient(app, await tokenFor(app, 'support'));
});

describe('the media queue', () => {
  it('never gives two moderators the same item, even when they claim at the same moment', async () => {
    const [a, b] = await Promise.all([
      admin.post<Claim>('/api/media/claim', { count: 4 }),
      support.post<Claim>('/api/media/claim', { count: 4 }),
    ]);
    const ids = [...a.body.data, ...b.body.data].map((item) => item.id);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    expect(a.body.data[0]?.image).toMatch(/^data:image\/png;base64,/);
    // Claiming again gives a moderator their own held items back first.
    const again = await admin.post<Claim>('/api/media/claim', { count: 4 });
    expect(again.body.data.map((item) => item.id)).toEqual(a.body.data.map((item) => item.id));
    const norole = testClient(app, await tokenFor(app, 'norole'));
    expect((await norole.post('/api/media/claim', {})).status).toBe(403);
  });

  it('reviews an item once, only by the moderator holding it, audited', async () => {
    const mine = (await admin.post<Claim>('/api/media/claim', { count: 1 })).body.data[0]!;
    const taken = await support.post(`/api/media/${mine.id}/approve`, {});
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Another moderator is reviewing this item.');
    const noReason = await admin.post(`/api/media/${mine.id}/reject`, { reason: '' });
    expect(noReason.status).toBe(400);
    const rejected = await admin.post(`/api/media/${mine.id}/reject`, { reason: 'Shows contact details' });
    expect(rejected.body).toEqual({ id: mine.id, status: 'rejected' });
    const twice = await admin.post(`/api/media/${mine.id}/approve`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('admin reviewed this item already.');
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `media:${mine.id}`));
    expect(audits.map((entry) => entry.action)).toEqual(['media.reject']);
  });

  it('lets another moderator take an item whose hold ran out', async () => {
    const held = (await admin.post<Claim>('/api/media/claim', { count: 1 })).body.data[0]!;
    await app.db
      .update(mediaItems)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(mediaItems.id, held.id));
    const approved = await support.post(`/api/media/${held.id}/approve`, {});
    expect(approved.body).toEqual({ id: held.id, status: 'approved' });
  });
});
