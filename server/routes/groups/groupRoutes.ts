import type { FastifyInstance } from 'fastify';
import { deleteGroupRoute } from './deleteGroupRoute';
import { groupCrudRoutes } from './groupCrudRoutes';
import { groupMembersRoutes } from './groupMembersRoutes';
import { groupRolesRoutes } from './groupRolesRoutes';
import { listGroupsRoute } from './listGroupsRoute';

/** Groups of staff accounts: list, one, create, update, delete, members, roles (docs/API.md). */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  listGroupsRoute(app);
  groupCrudRoutes(app);
  deleteGroupRoute(app);
  groupMembersRoutes(app);
  groupRolesRoutes(app);
}
