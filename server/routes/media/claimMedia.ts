import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEDIA_CLAIM_MINUTES, type MediaItem } from '../../../contract/media/mediaQueue';
import { mediaItems } from '../../db/schema/mediaQueue';
import { performers } from '../../db/schema/platformUsers';
import { imageDataUrls } from '../../resources/imageStore';

/** Items nobody else holds: unclaimed, claimed by the caller, or held past their time. */
const freeFor = (accountId: number, now: Date) =>
  and(
    eq(mediaItems.status, 'pending'),
    or(isNull(mediaItems.claimedBy), eq(mediaItems.claimedBy, accountId), lt(mediaItems.claimedUntil, now)),
  );

/**
 * Holds up to `count` pending items for a moderator for a few minutes (their own held ones first, then the oldest
 * free ones), in one transaction with row locks that skip what another moderator is claiming at the same moment:
 * two moderators never get the same item. Answers them with their pictures, and how many others still wait.
 */
export async function claimMedia(
  app: FastifyInstance,
  accountId: number,
  count: number,
): Promise<{ data: MediaItem[]; waiting: number }> {
  const now = new Date();
  const until = new Date(now.getTime() + MEDIA_CLAIM_MINUTES * 60_000);
  const claimed = await app.db.transaction(async (tx) => {
    const free = await tx
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .where(freeFor(accountId, now))
      .orderBy(sql`${mediaItems.claimedBy} = ${accountId} desc nulls last`, asc(mediaItems.createdAt))
      .limit(count)
      .for('update', { skipLocked: true });
    if (free.length === 0) return [];
    const ids = free.map((row) => row.id);
    await tx
      .update(mediaItems)
      .set({ claimedBy: accountId, claimedUntil: until })
      .where(sql`${mediaItems.id} in ${ids}`);
    return tx
      .select({
        id: mediaItems.id,
        kind: mediaItems.kind,
        performer: mediaItems.performer,
        performerName: performers.username,
        image: mediaItems.image,
        createdAt: mediaItems.createdAt,
        claimedUntil: mediaItems.claimedUntil,
      })
      .from(mediaItems)
      .innerJoin(performers, eq(performers.id, mediaItems.performer))
      .where(sql`${mediaItems.id} in ${ids}`)
      .orderBy(asc(mediaItems.createdAt));
  });
  const pictures = await imageDataUrls(
    app.db,
    claimed.map((item) => item.image),
  );
  const [left] = await app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(mediaItems)
    .where(
      and(
        eq(mediaItems.status, 'pending'),
        or(
          isNull(mediaItems.claimedBy),
          ne(mediaItems.claimedBy, accountId),
          gt(mediaItems.claimedUntil, now),
        ),
      ),
    );
  return {
    data: claimed.map((item) => ({
      ...item,
      kind: item.kind === 'album' ? 'album' : 'snapshot',
      image: pictures.get(item.image) ?? '',
      createdAt: item.createdAt.toISOString(),
      claimedUntil: (item.claimedUntil ?? until).toISOString(),
    })),
    waiting: Math.max(0, (left?.count ?? 0) - claimed.length),
  };
}
