import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaClaimResponse, mediaRejectBody } from '../../../contract/media/mediaQueue';
import type { Principal } from '../../auth/Principal';
import { mediaItems } from '../../db/schema/mediaQueue';
import { principalOf } from '../../http/accessControl';
import { ApiError, notFound } from '../../http/ApiError';
import { idParams } from '../../http/idParams';
import { writeAudit } from '../../trail/writeAudit';
import { claimMedia } from './claimMedia';

const reviewed = z.object({ id: z.number(), status: z.enum(['approved', 'rejected']) });

/**
 * The media moderation queue (MODERATE_SNAPSHOTS; docs/API.md "Support and moderation"): claim a few items, then
 * approve or reject each (with a reason) while it is held by the caller or free; once only, audited.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/media/claim',
    {
      schema: {
        body: z.object({ count: z.number().int().min(1).max(20).default(5) }).strict(),
        response: { 200: mediaClaimResponse },
      },
      config: { access: 'MODERATE_SNAPSHOTS', sample: () => ({ url: '/api/media/claim', body: {} }) },
    },
    async (request) => claimMedia(app, principalOf(request).account.id, request.body.count),
  );

  const review = async (
    id: number,
    actor: Principal,
    status: 'approved' | 'rejected',
    reason: string | null,
  ) => {
    await app.db.transaction(async (tx) => {
      const [item] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for('update');
      if (!item) throw notFound(`Media item ${id}`);
      if (item.status !== 'pending')
        throw new ApiError(409, 'CONFLICT', `${item.reviewedBy ?? 'Someone'} reviewed this item already.`);
      const heldByOther =
        item.claimedBy !== null &&
        item.claimedBy !== actor.account.id &&
        (item.claimedUntil ?? new Date(0)) > new Date();
      if (heldByOther) throw new ApiError(409, 'CONFLICT', 'Another moderator is reviewing this item.');
      await tx
        .update(mediaItems)
        .set({
          status,
          reason,
          reviewedBy: actor.account.username,
          reviewedAt: new Date(),
          claimedBy: null,
          claimedUntil: null,
        })
        .where(eq(mediaItems.id, id));
      await writeAudit(tx, {
        actor: actor.account,
        action: status === 'approved' ? 'media.approve' : 'media.reject',
        target: `media:${id}`,
        before: { status: 'pending' },
        after: { status, ...(reason ? { reason } : {}) },
        save: actor.save,
      });
    });
    return { id, status };
  };

  api.post(
    '/media/:id/approve',
    {
      schema: { params: idParams, body: z.object({}).strict().optional(), response: { 200: reviewed } },
      config: { access: 'MODERATE_SNAPSHOTS', sample: () => ({ url: '/api/media/1/approve', body: {} }) },
    },
    async (request) => review(request.params.id, principalOf(request), 'approved', null),
  );

  api.post(
    '/media/:id/reject',
    {
      schema: { params: idParams, body: mediaRejectBody, response: { 200: reviewed } },
      config: {
        access: 'MODERATE_SNAPSHOTS',
        sample: () => ({ url: '/api/media/1/reject', body: { reason: 'Shows contact details' } }),
      },
    },
    async (request) => review(request.params.id, principalOf(request), 'rejected', request.body.reason),
  );
}
