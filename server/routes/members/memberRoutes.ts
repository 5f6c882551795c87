import type { FastifyInstance } from 'fastify';
import { loginAsRoutes } from './loginAsRoutes';
import { memberCreditsRoute } from './memberCreditsRoute';
import { restoreMemberRoute } from './restoreMemberRoute';

/** What members have beyond their resource's CRUD (served from resources/members): credits, login as, restore. */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  memberCreditsRoute(app);
  loginAsRoutes(app);
  restoreMemberRoute(app);
}
