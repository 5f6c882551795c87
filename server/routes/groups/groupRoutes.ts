import type { FastifyInstance } from 'fastify';
import { groupMembersRoutes } from './groupMembersRoutes';
import { groupRolesRoutes } from './groupRolesRoutes';

/** What groups have beyond their resource's CRUD (served from resources/groups): members and roles. */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  groupMembersRoutes(app);
  groupRolesRoutes(app);
}
