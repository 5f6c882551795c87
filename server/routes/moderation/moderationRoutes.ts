import type { FastifyInstance } from 'fastify';
import { resolveAbuseRoute } from './resolveAbuseRoute';
import { reviewInvalidChatRoutes } from './reviewInvalidChatRoutes';

/** The Support area's moderation calls beyond the lists the resource engine serves. */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  resolveAbuseRoute(app);
  reviewInvalidChatRoutes(app);
}
