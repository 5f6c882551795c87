import type { FastifyInstance } from 'fastify';
import { moderatePerformerRoute } from './moderatePerformerRoute';

/** What performers have beyond their resource's CRUD (served from resources/performers): moderation. */
export async function performerRoutes(app: FastifyInstance): Promise<void> {
  moderatePerformerRoute(app);
}
