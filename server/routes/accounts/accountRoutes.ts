import type { FastifyInstance } from 'fastify';
import { accountGroupsRoutes } from './accountGroupsRoutes';
import { accountRolesRoutes } from './accountRolesRoutes';
import { preferencesRoutes } from './preferencesRoutes';

/** What accounts have beyond their resource's CRUD (served from resources/accounts): roles, groups, preferences. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  accountRolesRoutes(app);
  accountGroupsRoutes(app);
  preferencesRoutes(app);
}
